import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

/** Confirms or rejects a request to join. */
export function answerInvitation(
  http: ServiceClients,
  { invitationId, accept }: { invitationId: string; accept: boolean },
): Promise<void> {
  const endpoint = accept
    ? classroomEndpoints.confirmInvitation
    : classroomEndpoints.rejectInvitation;
  return request(http, endpoint, { body: { invitation_id: invitationId } });
}
