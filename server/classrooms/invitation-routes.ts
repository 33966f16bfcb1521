import type { FastifyInstance } from 'fastify';
import {
  invitationDecisionRequestSchema,
  type PendingInvitation,
} from '../../common/api/classrooms/index.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import type { Queryable } from '../db/database.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { insertMembership } from './student-store.ts';

interface PendingRow {
  id: string;
  classroom_id: string;
  classroom_name: string;
  student_id: string;
  student_name: string;
  student_email: string;
  created_at: Date | string;
}

/**
 * Students' requests to join the professor's classrooms: list the pending ones, confirm (the
 * student joins, enabled) or reject. Another professor's invitation is 404; one already
 * decided is 409.
 */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.services.db;
  const professorOnly = { preHandler: requireRole('professor') };

  app.get('/classroom/pending', professorOnly, async (request): Promise<PendingInvitation[]> => {
    const rows = await db().query<PendingRow>(
      `SELECT i.id::text AS id, c.id::text AS classroom_id, c.name AS classroom_name,
              u.id::text AS student_id, u.name AS student_name, u.email AS student_email,
              i.created_at
         FROM classroom_invitations i
         JOIN classrooms c ON c.id = i.classroom_id
         JOIN users u ON u.id = i.student_id
        WHERE c.professor_id = $1 AND i.state = 'pending'
        ORDER BY i.created_at, i.id`,
      [authOf(request).user_id],
    );
    return rows.map((row) => ({
      id: row.id,
      classroom_id: row.classroom_id,
      classroom_name: row.classroom_name,
      student: { id: row.student_id, name: row.student_name, email: row.student_email },
      created_at: new Date(row.created_at).toISOString(),
    }));
  });

  for (const decision of ['confirm', 'reject'] as const) {
    app.post(`/classroom/${decision}-invite`, professorOnly, async (request, reply) => {
      const { invitation_id } = parseRequest(invitationDecisionRequestSchema, request.body);
      const professorId = authOf(request).user_id;
      const now = new Date(app.services.clock());
      await db().transaction(async (tx) => {
        const invitation = await lockOwnInvitation(tx, professorId, invitation_id);
        if (invitation.state !== 'pending') {
          throw conflict('La richiesta è già stata confermata o rifiutata.');
        }
        if (decision === 'confirm') {
          await insertMembership(tx, invitation.classroom_id, invitation.student_id, now);
        } else {
          await tx.query(
            `UPDATE classroom_invitations SET state = 'rejected', decided_at = $2 WHERE id = $1`,
            [invitation_id, now],
          );
        }
      });
      return reply.status(204).send();
    });
  }
}

/** The invitation, row-locked so two decisions on it run one after the other; else 404. */
async function lockOwnInvitation(tx: Queryable, professorId: string, invitationId: string) {
  const rows = await tx.query<{ state: string; classroom_id: string; student_id: string }>(
    `SELECT i.state, i.classroom_id::text AS classroom_id, i.student_id::text AS student_id
       FROM classroom_invitations i JOIN classrooms c ON c.id = i.classroom_id
      WHERE i.id = $1 AND c.professor_id = $2
      FOR UPDATE OF i`,
    [invitationId, professorId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}
