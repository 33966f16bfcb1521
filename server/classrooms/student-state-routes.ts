import type { FastifyInstance } from 'fastify';
import type { StudentState } from '../../common/api/classrooms/index.ts';
import type { Queryable } from '../db/database.ts';
import { idParamsSchema } from '../../common/api/journey/ids.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';

/**
 * Enable, disable, archive and unarchive a student: the state changes in every classroom of
 * the calling professor the student belongs to (never in another professor's classrooms).
 * Each action changes only the rows in the states it applies to, so it never undoes another
 * decision: unarchive touches only archived rows (a student disabled in another classroom stays
 * disabled), enable only disabled ones (an archived student stays archived). A student in none
 * of the caller's classrooms is 404; one whose rows are all in other states is 204, unchanged.
 */
export async function studentStateRoutes(app: FastifyInstance): Promise<void> {
  const professorOnly = { preHandler: requireRole('professor') };
  const routes: ReadonlyArray<{
    method: 'PUT' | 'POST';
    url: string;
    state: StudentState;
    from: readonly StudentState[];
  }> = [
    { method: 'PUT', url: '/student/disable/:id', state: 'disabled', from: ['enabled'] },
    { method: 'PUT', url: '/student/enable/:id', state: 'enabled', from: ['disabled'] },
    {
      method: 'POST',
      url: '/student/archive/:id',
      state: 'archived',
      from: ['enabled', 'disabled'],
    },
    { method: 'POST', url: '/student/unarchive/:id', state: 'enabled', from: ['archived'] },
  ];
  for (const { method, url, state, from } of routes) {
    app.route({
      method,
      url,
      ...professorOnly,
      handler: async (request, reply) => {
        const { id } = parseRequest(idParamsSchema, request.params);
        const professorId = authOf(request).user_id;
        const db = app.services.db;
        const changed = await db.query(
          `UPDATE classroom_students cs SET state = $1
             FROM classrooms c
            WHERE c.id = cs.classroom_id AND c.professor_id = $2 AND cs.student_id = $3
              AND cs.state = ANY (string_to_array($4, ','))
           RETURNING cs.student_id`,
          [state, professorId, id, from.join(',')],
        );
        if (changed.length === 0 && !(await isStudentOf(db, professorId, id))) throw notFound();
        return reply.status(204).send();
      },
    });
  }
}

async function isStudentOf(db: Queryable, professorId: string, studentId: string) {
  const rows = await db.query(
    `SELECT 1 FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
      WHERE c.professor_id = $1 AND cs.student_id = $2 LIMIT 1`,
    [professorId, studentId],
  );
  return rows.length > 0;
}
