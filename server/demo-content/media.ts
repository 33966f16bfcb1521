/**
 * The lesson clips shipped in resources/media/ (see its README for how they are generated).
 * Durations are the clips' real lengths in seconds: a lesson's duration_seconds must match what
 * the player can actually play, or the 90 % watch rule could never be met.
 */
export interface LessonClip {
  media: string;
  duration_seconds: number;
}

export const LESSON_CLIPS = {
  welcome: { media: 'benvenuto.webm', duration_seconds: 12 },
  terminal: { media: 'terminale.webm', duration_seconds: 15 },
  git: { media: 'git-github.webm', duration_seconds: 15 },
  htmlCss: { media: 'html-css.webm', duration_seconds: 18 },
  javascript: { media: 'javascript.webm', duration_seconds: 16 },
  backend: { media: 'back-end-api.webm', duration_seconds: 14 },
  database: { media: 'database-sql.webm', duration_seconds: 17 },
  devops: { media: 'devops-container.webm', duration_seconds: 13 },
} as const satisfies Record<string, LessonClip>;
