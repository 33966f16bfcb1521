import type { FastifyInstance } from 'fastify';
import {
  openTestSessionRequestSchema,
  type OpenTestSessionResponse,
} from '../../common/api/classrooms/index.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import type { Queryable } from '../db/database.ts';
import { notFound, validationFailed } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';

/**
 * POST /tech-journey/report/test/classrooms/open-session: records that the professor invited
 * these students (their own, enabled in at least one of their classrooms) to take a test
 * (a quiz of kind test or final_test) now. It changes nothing of what is unlocked for them.
 * An unknown test or a student who is not the caller's is 404.
 */
export async function testSessionRoute(app: FastifyInstance): Promise<void> {
  const db = () => app.services.db;
  app.post(
    '/tech-journey/report/test/classrooms/open-session',
    { preHandler: requireRole('professor') },
    async (request, reply): Promise<OpenTestSessionResponse> => {
      const body = parseRequest(openTestSessionRequestSchema, request.body);
      const professorId = authOf(request).user_id;
      const usersId = [...new Set(body.users_id)];
      await requireTest(db(), body.test_id);
      await requireEnabledStudents(db(), professorId, usersId);
      const sessionId = await db().transaction(async (tx) => {
        const [session] = await tx.query<{ id: string }>(
          `INSERT INTO test_sessions (professor_id, quiz_id, opened_at) VALUES ($1, $2, $3)
           RETURNING id::text AS id`,
          [professorId, body.test_id, new Date(app.services.clock())],
        );
        await tx.query(
          `INSERT INTO test_session_students (session_id, student_id)
           SELECT $1, unnest(string_to_array($2, ',')::bigint[])`,
          [session!.id, usersId.join(',')],
        );
        return session!.id;
      });
      reply.status(201);
      return { session_id: sessionId, test_id: body.test_id, users_id: usersId };
    },
  );
}

async function requireTest(db: Queryable, quizId: string): Promise<void> {
  const [quiz] = await db.query<{ kind: string }>('SELECT kind FROM quizzes WHERE id = $1', [
    quizId,
  ]);
  if (!quiz) throw notFound();
  if (quiz.kind === 'quiz') {
    throw validationFailed({ test_id: 'Scegli un test o un test finale, non un quiz.' });
  }
}

async function requireEnabledStudents(
  db: Queryable,
  professorId: string,
  studentIds: readonly string[],
): Promise<void> {
  const rows = await db.query<{ id: string; enabled: boolean }>(
    `SELECT cs.student_id::text AS id, bool_or(cs.state = 'enabled') AS enabled
       FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
      WHERE c.professor_id = $1 AND cs.student_id = ANY (string_to_array($2, ',')::bigint[])
      GROUP BY cs.student_id`,
    [professorId, studentIds.join(',')],
  );
  if (rows.length !== studentIds.length) throw notFound();
  if (rows.some((row) => !row.enabled)) {
    throw validationFailed({
      users_id: 'Alcuni studenti scelti sono disabilitati o archiviati: abilitali prima.',
    });
  }
}
