/** Query keys of the quiz area; the role is part of them since the two views differ. */
export const quizQueryKeys = {
  quiz: (role: string, quizId: string) => ['quiz', 'detail', role, quizId] as const,
  answers: (scope: 'quiz' | 'test', quizId: string) => ['quiz', 'answers', scope, quizId] as const,
};

/**
 * Whether a quiz of this kind is driven through the /tests calls (spec 01 §7 test control): only
 * a level's final test. A pit stop's 'test' is taken like any module quiz.
 */
export function isFinalTestKind(kind: string): boolean {
  return kind === 'final_test';
}
