import {
  ASSIGNMENT_COLUMNS,
  ASSIGNMENT_JOINS,
  COMPLETED_AT_SQL,
  type AssignmentRow,
} from '../../assignments/assignment-read-repository.ts';
import type { Queryable } from '../../db/database.ts';

/** One assignment given to the user, with who gave it and when the user did it. */
export interface ExportAssignmentRow extends AssignmentRow {
  /** The professor's display name, nothing else of theirs. */
  professor: string;
  withdrawn_at: Date | string | null;
  completed_at: Date | string | null;
}

/**
 * SQL of the export's compiti.json: every assignment given to user `$1`, to their whole class or
 * to them by name, withdrawn ones included (they stay on record), whatever their membership of
 * the classroom is today; oldest first. Completion is the assignments' own rule.
 */
export const exportAssignments = (db: Queryable, userId: string) =>
  db.query<ExportAssignmentRow>(
    `SELECT ${ASSIGNMENT_COLUMNS}, p.name AS professor, a.withdrawn_at,
            ${COMPLETED_AT_SQL} AS completed_at
       FROM assignments a ${ASSIGNMENT_JOINS}
       JOIN assignment_students s ON s.assignment_id = a.id AND s.student_id = $1
       JOIN users p ON p.id = a.professor_id
      ORDER BY a.created_at, a.id`,
    [userId],
  );
