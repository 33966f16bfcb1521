import type { Queryable } from '../db/database.ts';
import type { CertifiedHoursRow } from '../files/certified-hours-xlsx.ts';

/**
 * One row per student of the professor's active classrooms (archived students left out; a
 * student in two classrooms has a row in each): certified PCTO minutes are the sum over the
 * completed certificate entities.
 */
export async function certifiedHoursRows(
  db: Queryable,
  professorId: string,
): Promise<Array<CertifiedHoursRow & { studentId: string }>> {
  const rows = await db.query<{
    student_id: string;
    classroom: string;
    name: string;
    email: string;
    minutes: number;
    certificates: string[] | null;
  }>(
    `SELECT u.id::text AS student_id, c.name AS classroom, u.name, u.email,
            coalesce(sum(e.pcto_minutes), 0)::int AS minutes,
            array_agg(e.title ORDER BY ep.completed_at, e.id) FILTER (WHERE e.id IS NOT NULL)
              AS certificates
     FROM classrooms c
     JOIN classroom_students cs ON cs.classroom_id = c.id AND cs.state <> 'archived'
     JOIN users u ON u.id = cs.student_id
     LEFT JOIN (entity_progress ep JOIN entities e ON e.id = ep.entity_id AND e.certificate)
       ON ep.user_id = u.id
     WHERE c.professor_id = $1 AND NOT c.archived
     GROUP BY c.id, c.name, u.id, u.name, u.email
     ORDER BY c.name, c.id, u.name, u.id`,
    [professorId],
  );
  return rows.map((row) => ({
    // Not a column of the sheet: whose data the file carries, for the log of who looked.
    studentId: row.student_id,
    classroom: row.classroom,
    name: row.name,
    email: row.email,
    pctoMinutes: row.minutes,
    certificates: row.certificates ?? [],
  }));
}
