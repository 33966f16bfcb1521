import { useQuery } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type { PendingInvitation } from '#common/api/classrooms/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { CLASSROOMS_KEY } from './classrooms.ts';

/** Students asking to join one of the professor's classrooms. */
export function getPendingInvitations(http: ServiceClients): Promise<PendingInvitation[]> {
  return request(http, classroomEndpoints.listPendingInvitations, {});
}

export function usePendingInvitations() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...CLASSROOMS_KEY, 'pending'],
    queryFn: () => getPendingInvitations(http),
  });
}

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
