import type { StudioLiveCourse, StudioWorkspace } from '#common/api/studio/studio.ts';
import { workspaceFixture } from '../../testing/studio-fixtures.ts';

/** The demo's security course: two episodes (a YouTube one and a recorded one) and a quiz. */
export function liveCourseFixture(overrides: Partial<StudioLiveCourse> = {}): StudioLiveCourse {
  return {
    key: 'live-security',
    title: 'Sicurezza informatica',
    description: '<p>Attacchi e difese.</p>',
    thumbnail: 'security.png',
    channel: 'live-security',
    authors: [{ name: 'Dario Docente', headline: 'Docente di informatica' }],
    resources: ['OWASP | https://owasp.org'],
    episodes: [
      {
        key: 'live-security-phishing',
        title: 'Phishing',
        description: '',
        starts_at: '2026-12-03T14:00:00.000Z',
        minutes: 60,
        youtube_id: 'dQw4w9WgXcQ',
      },
      {
        key: 'live-security-password',
        title: 'Password',
        description: '',
        starts_at: '2026-12-10T14:00:00.000Z',
        minutes: 60,
        video: 'password.mp4',
      },
    ],
    quizzes: [
      {
        key: 'live-security-quiz-phishing',
        title: 'Quiz sul phishing',
        episode_key: 'live-security-phishing',
        pass_percentage: 60,
        questions: [
          {
            text: 'Che cos’è il phishing?',
            type: 'single_answer',
            answers: [
              { text: 'Una truffa via e-mail', correct: true },
              { text: 'Uno sport', correct: false },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** The demo pack's workspace with the security course, as an admin or its professor sees it. */
export function liveWorkspaceFixture(
  access: StudioWorkspace['access'],
  course: StudioLiveCourse = liveCourseFixture(),
  overrides: Partial<StudioWorkspace> = {},
): StudioWorkspace {
  const base = workspaceFixture();
  const admin = access === 'admin';
  return {
    ...base,
    pack: { ...base.pack, key: 'tech-journey-demo', title: 'Tech Journey demo' },
    access,
    draft: admin
      ? { ...base.draft, live_courses: [course] }
      : {
          levels: [],
          on_demand_keys: [],
          single_entity_keys: [],
          entities: [],
          collections: [],
          live_courses: [course],
        },
    items: admin ? base.items : [],
    problems: admin ? base.problems : [],
    editors: [
      {
        course_key: 'live-security',
        user_id: '7',
        name: 'Dario Docente',
        email: 'docente@demo.test',
      },
    ],
    ...overrides,
  };
}
