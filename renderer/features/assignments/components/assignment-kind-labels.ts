import type { AssignmentKind } from '#common/api/assignments/index.ts';

/** What each kind of assigned work is called in the lists and the picker. */
export const ASSIGNMENT_KIND_LABELS: Record<AssignmentKind, string> = {
  module: 'Modulo',
  lesson: 'Lezione',
  quiz: 'Quiz',
  final_test: 'Test finale',
  on_demand: 'On demand',
  recording: 'Registrazione',
};

/** "Modulo · Le basi"; an on-demand item has no place to name: "On demand". */
export function workPlace(kind: AssignmentKind, context: string): string {
  return context ? `${ASSIGNMENT_KIND_LABELS[kind]} · ${context}` : ASSIGNMENT_KIND_LABELS[kind];
}
