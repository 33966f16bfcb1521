import type { FastifyInstance } from 'fastify';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { listSessionTests, openTestSession } from './test-session-service.ts';
import { listClassroomTestSessions, listStudentTestSessions } from './test-session-window.ts';

/**
 * Test sessions (common/api/classrooms/endpoints.ts): the tests a professor may open one for,
 * opening one (its students may take the test for its window), what each chosen student of a
 * classroom did in it, and, for a student, the sessions open for them now.
 */
export async function testSessionRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, classroomEndpoints.listSessionTests, async () => listSessionTests(services.db));

  route(app, classroomEndpoints.openTestSession, async ({ body, auth }) =>
    openTestSession(
      services.db,
      auth.user_id,
      { testId: body.test_id, studentIds: body.users_id },
      new Date(services.clock()),
    ),
  );

  route(app, classroomEndpoints.listClassroomTestSessions, async ({ params, auth }) =>
    listClassroomTestSessions(services.db, auth.user_id, params.id, new Date(services.clock())),
  );

  route(app, classroomEndpoints.listMyTestSessions, async ({ auth }) =>
    listStudentTestSessions(services.db, auth.user_id, new Date(services.clock())),
  );
}
