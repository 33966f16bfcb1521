import { isDoneLate, workContext, workTitle } from '../../assignments/assignment-views.ts';
import type { Queryable } from '../../db/database.ts';
import { exportAssignments } from './export-assignments-repository.ts';

/**
 * compiti.json: the work professors gave the user (docs/assignments.md): what, in which
 * classroom, by whom (the professor's name only), when, due when, the note, and the user's own
 * state — `done`, `late` (done after the due moment) or `todo` — with when it was done. Never
 * another student: not who else had it, not their states.
 */
export async function assignmentsPart(db: Queryable, userId: string) {
  const rows = await exportAssignments(db, userId);
  return rows.map((row) => ({
    kind: row.kind,
    title: workTitle(row),
    context: workContext(row),
    classroom: row.classroom_name,
    assigned_by: row.professor,
    assigned_to: row.whole_class ? 'class' : 'you',
    assigned_at: row.created_at,
    due_at: row.due_at,
    note: row.note,
    withdrawn_at: row.withdrawn_at,
    status:
      row.completed_at === null
        ? 'todo'
        : isDoneLate(row.due_at, row.completed_at)
          ? 'late'
          : 'done',
    completed_at: row.completed_at,
  }));
}
