import type { FastifyInstance } from 'fastify';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { listSessionTests, openTestSession } from './test-session-service.ts';

/**
 * Test sessions (common/api/classrooms/endpoints.ts): the tests a professor may open one for,
 * and opening one, which only records who is invited to take the test now.
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
}
