import { describe, expect, it } from 'vitest';
import { onlyFinalQuizLeft } from './item-detail.ts';

const lesson = (completed: boolean) => ({ type: 'video_lesson' as const, completed });
const quiz = (completed: boolean) => ({ type: 'quiz' as const, completed });

describe('onlyFinalQuizLeft', () => {
  it('is true when the last resource is an open quiz and everything before it is done', () => {
    expect(onlyFinalQuizLeft([lesson(true), lesson(true), quiz(false)])).toBe(true);
  });

  it.each([
    ['nothing done', [lesson(false), quiz(false)]],
    ['quiz already passed', [lesson(true), quiz(true)]],
    ['last resource not a quiz', [quiz(true), lesson(false)]],
    ['no resources', []],
  ])('is false with %s', (_name, resources) => {
    expect(onlyFinalQuizLeft(resources)).toBe(false);
  });
});
