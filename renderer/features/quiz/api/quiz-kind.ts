/**
 * Whether a quiz of this kind is driven through the /tests calls (spec 01 §7 test control): only
 * a level's final test. A pit stop's 'test' is taken like any module quiz.
 */
export function isFinalTestKind(kind: string): boolean {
  return kind === 'final_test';
}
