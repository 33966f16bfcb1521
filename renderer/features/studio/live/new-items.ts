import type { StudioLiveCourse } from '#common/api/studio/studio.ts';
import { packKeyOf } from '#common/content-pack/pack-key.ts';

export type LiveEpisode = StudioLiveCourse['episodes'][number];
export type LiveQuiz = StudioLiveCourse['quizzes'][number];
export type LiveQuestion = LiveQuiz['questions'][number];

/**
 * A new item's key from its words (packKeyOf: `live-security-primo-episodio`), made unique
 * among `taken` with -2, -3…: keys are the items' identity across publications, never reused.
 */
export function uniqueKey(words: string, taken: Iterable<string>, fallback: string): string {
  const base = packKeyOf(words, 100) || fallback;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Keys of every episode and live quiz of the pack's draft: the rules want them unique. */
export function takenKeys(courses: readonly StudioLiveCourse[], kind: 'episodes' | 'quizzes') {
  return courses.flatMap((course) => course[kind].map((item) => item.key));
}

/** A new episode of the course, its key from the course key and the title. */
export function newEpisode(course: StudioLiveCourse, title: string, taken: string[]): LiveEpisode {
  return {
    key: uniqueKey(`${course.key} ${title}`, taken, `${course.key}-episodio`),
    title: title.trim(),
    description: '',
    minutes: 60,
  };
}

export function newLiveQuiz(course: StudioLiveCourse, title: string, taken: string[]): LiveQuiz {
  return {
    key: uniqueKey(`${course.key} quiz ${title}`, taken, `${course.key}-quiz`),
    title: title.trim(),
    pass_percentage: 60,
    questions: [],
  };
}

export function newQuestion(): LiveQuestion {
  return {
    text: '',
    type: 'single_answer',
    answers: [
      { text: '', correct: true },
      { text: '', correct: false },
    ],
  };
}

/** A new live course of the pack (admins): its key and its chat channel from the title. */
export function newLiveCourse(title: string, taken: Iterable<string>): StudioLiveCourse {
  const key = uniqueKey(title, taken, 'corso-live');
  return {
    key,
    title: title.trim(),
    description: '',
    channel: key,
    authors: [],
    resources: [],
    episodes: [],
    quizzes: [],
  };
}
