/** Query keys of the quiz area; the role is part of them since the two views differ. */
export const quizQueryKeys = {
  quiz: (role: string, quizId: string) => ['quiz', 'detail', role, quizId] as const,
  answers: (scope: 'quiz' | 'test', quizId: string) => ['quiz', 'answers', scope, quizId] as const,
};

/** Whether a quiz of this kind is driven through the /tests calls (spec 01 §7 test control). */
export function isTestKind(kind: string): boolean {
  return kind === 'test' || kind === 'final_test';
}
