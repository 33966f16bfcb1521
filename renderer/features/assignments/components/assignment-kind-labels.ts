import type { AssignmentKind } from '#common/api/assignments/index.ts';

/** What each kind of assigned work is called in the lists and the picker. */
export const ASSIGNMENT_KIND_LABELS: Record<AssignmentKind, string> = {
  module: 'Modulo',
  lesson: 'Lezione',
  quiz: 'Quiz',
  final_test: 'Test finale',
  on_demand: 'On demand',
};
