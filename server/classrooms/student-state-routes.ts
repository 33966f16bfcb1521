import type { FastifyInstance } from 'fastify';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { changeStudentState, isStudentOf } from './student-repository.ts';

/**
 * Enable, disable, archive and unarchive a student: the state changes in every classroom of
 * the calling professor the student belongs to (never in another professor's classrooms).
 * Each action changes only the rows in the states it applies to, so it never undoes another
 * decision: unarchive touches only archived rows (a student disabled in another classroom stays
 * disabled), enable only disabled ones (an archived student stays archived). A student in none
 * of the caller's classrooms is 404; one whose rows are all in other states is 204, unchanged.
 */
export async function studentStateRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  // Which rows each action moves, and to which state.
  const changes = [
    { endpoint: classroomEndpoints.disableStudent, state: 'disabled', from: ['enabled'] },
    { endpoint: classroomEndpoints.enableStudent, state: 'enabled', from: ['disabled'] },
    {
      endpoint: classroomEndpoints.archiveStudent,
      state: 'archived',
      from: ['enabled', 'disabled'],
    },
    { endpoint: classroomEndpoints.unarchiveStudent, state: 'enabled', from: ['archived'] },
  ] as const;
  for (const { endpoint, state, from } of changes) {
    route(app, endpoint, async ({ params, auth }) => {
      const changed = await changeStudentState(services.db, auth.user_id, params.id, {
        state,
        from,
      });
      if (changed === 0 && !(await isStudentOf(services.db, auth.user_id, params.id))) {
        throw notFound();
      }
    });
  }
}
