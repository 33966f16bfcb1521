import type { StudentState } from '#common/api/classrooms/index.ts';
import type { StudentAction } from '../api/students.ts';

/** The readable label of a student's state (spec 02 §4), shown as text, never by colour only. */
export const STUDENT_STATE_LABELS: Record<StudentState, string> = {
  enabled: 'Abilitato',
  disabled: 'Disabilitato',
  archived: 'Archiviato',
};

/** The state changes offered for a student in each state, with their Italian labels. */
export function stateActionsFor(state: StudentState): { action: StudentAction; label: string }[] {
  switch (state) {
    case 'enabled':
      return [
        { action: 'disable', label: 'Disabilita' },
        { action: 'archive', label: 'Archivia' },
      ];
    case 'disabled':
      return [
        { action: 'enable', label: 'Abilita' },
        { action: 'archive', label: 'Archivia' },
      ];
    case 'archived':
      return [{ action: 'unarchive', label: 'Ripristina' }];
  }
}
