import type { FastifyInstance } from 'fastify';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { listPendingInvitations } from './invitation-repository.ts';
import { decideInvitation } from './invitation-service.ts';

/**
 * Students' requests to join the professor's classrooms (common/api/classrooms/endpoints.ts):
 * list the pending ones, confirm (the student joins, enabled) or reject. Another professor's
 * invitation is 404; one already decided is 409.
 */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, classroomEndpoints.listPendingInvitations, async ({ auth }) =>
    listPendingInvitations(services.db, auth.user_id),
  );

  for (const [endpoint, decision] of [
    [classroomEndpoints.confirmInvitation, 'confirm'],
    [classroomEndpoints.rejectInvitation, 'reject'],
  ] as const) {
    route(app, endpoint, async ({ body, auth }) => {
      const now = new Date(services.clock());
      await decideInvitation(services.db, auth.user_id, body.invitation_id, decision, now);
    });
  }
}
