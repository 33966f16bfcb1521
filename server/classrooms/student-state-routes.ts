import type { FastifyInstance } from 'fastify';
import type { StudentState } from '../../common/api/classrooms/index.ts';
import { idParamsSchema } from '../../common/api/journey/ids.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';

/**
 * Enable, disable, archive and unarchive a student: the state changes in every classroom of
 * the calling professor the student belongs to (never in another professor's classrooms).
 * A student in none of them is 404. Unarchiving makes the student enabled again.
 */
export async function studentStateRoutes(app: FastifyInstance): Promise<void> {
  const professorOnly = { preHandler: requireRole('professor') };
  const routes: ReadonlyArray<{ method: 'PUT' | 'POST'; url: string; state: StudentState }> = [
    { method: 'PUT', url: '/student/disable/:id', state: 'disabled' },
    { method: 'PUT', url: '/student/enable/:id', state: 'enabled' },
    { method: 'POST', url: '/student/archive/:id', state: 'archived' },
    { method: 'POST', url: '/student/unarchive/:id', state: 'enabled' },
  ];
  for (const { method, url, state } of routes) {
    app.route({
      method,
      url,
      ...professorOnly,
      handler: async (request, reply) => {
        const { id } = parseRequest(idParamsSchema, request.params);
        const changed = await app.services.db.query(
          `UPDATE classroom_students cs SET state = $1
             FROM classrooms c
            WHERE c.id = cs.classroom_id AND c.professor_id = $2 AND cs.student_id = $3
           RETURNING cs.student_id`,
          [state, authOf(request).user_id, id],
        );
        if (changed.length === 0) throw notFound();
        return reply.status(204).send();
      },
    });
  }
}
