import type { DemoAnswer, DemoQuestion, DemoVideoLesson } from './content-types.ts';
import type { LessonClip } from './media.ts';

/** Four answers, in the order shown to the student. */
type FourAnswers = readonly [string, string, string, string];

function answersOf(texts: FourAnswers, correct: readonly number[]): DemoAnswer[] {
  return texts.map((text, index) => ({ text, correct: correct.includes(index) }));
}

/** A question with exactly one correct answer (`correct` is its index, 0-3). */
export function single(
  text: string,
  answers: FourAnswers,
  correct: number,
  explanation: string,
): DemoQuestion {
  return { text, type: 'single_answer', explanation, answers: answersOf(answers, [correct]) };
}

/** A question with one or more correct answers (`correct` lists their indexes, 0-3). */
export function multiple(
  text: string,
  answers: FourAnswers,
  correct: readonly number[],
  explanation: string,
): DemoQuestion {
  return { text, type: 'multiple_answer', explanation, answers: answersOf(answers, correct) };
}

/**
 * A video lesson playing one of the shipped clips. Its duration is the clip's real length, so
 * that watching the clip to the end satisfies the tracker's 90 % rule.
 */
export function video(
  key: string,
  title: string,
  description: string,
  clip: LessonClip,
): DemoVideoLesson {
  return {
    key,
    type: 'video_lesson',
    title,
    description,
    media: clip.media,
    duration_seconds: clip.duration_seconds,
  };
}
