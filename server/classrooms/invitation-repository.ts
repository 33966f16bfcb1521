import type { PendingInvitation } from '#common/api/classrooms/index.ts';
import type { Queryable } from '../db/database.ts';

interface PendingRow {
  id: string;
  classroom_id: string;
  classroom_name: string;
  student_id: string;
  student_name: string;
  student_email: string;
  created_at: Date | string;
}

/** The pending requests to join one of the professor's classrooms, oldest first. */
export async function listPendingInvitations(
  db: Queryable,
  professorId: string,
): Promise<PendingInvitation[]> {
  const rows = await db.query<PendingRow>(
    `SELECT i.id::text AS id, c.id::text AS classroom_id, c.name AS classroom_name,
            u.id::text AS student_id, u.name AS student_name, u.email AS student_email,
            i.created_at
       FROM classroom_invitations i
       JOIN classrooms c ON c.id = i.classroom_id
       JOIN users u ON u.id = i.student_id
      WHERE c.professor_id = $1 AND i.state = 'pending'
      ORDER BY i.created_at, i.id`,
    [professorId],
  );
  return rows.map((row) => ({
    id: row.id,
    classroom_id: row.classroom_id,
    classroom_name: row.classroom_name,
    student: { id: row.student_id, name: row.student_name, email: row.student_email },
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/**
 * An invitation to one of the professor's classrooms, row-locked so two decisions on it run one
 * after the other (call it inside a transaction); null for any other invitation.
 */
export async function lockOwnInvitation(tx: Queryable, professorId: string, invitationId: string) {
  const rows = await tx.query<{ state: string; classroom_id: string; student_id: string }>(
    `SELECT i.state, i.classroom_id::text AS classroom_id, i.student_id::text AS student_id
       FROM classroom_invitations i JOIN classrooms c ON c.id = i.classroom_id
      WHERE i.id = $1 AND c.professor_id = $2
      FOR UPDATE OF i`,
    [invitationId, professorId],
  );
  return rows[0] ?? null;
}

export async function markInvitationRejected(
  tx: Queryable,
  invitationId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE classroom_invitations SET state = 'rejected', decided_at = $2 WHERE id = $1`,
    [invitationId, now],
  );
}
