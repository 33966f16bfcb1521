import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { useServices } from '../../../lib/services/services-context.tsx';
import {
  pendingInvitationListSchema,
  type PendingInvitation,
} from '../../../../common/api/classrooms/index.ts';
import { CLASSROOMS_KEY } from './classrooms.ts';

/** GET {api}/classroom/pending: students asking to join one of the professor's classrooms. */
export async function getPendingInvitations(api: AxiosInstance): Promise<PendingInvitation[]> {
  const response = await api.get<unknown>('/classroom/pending');
  return pendingInvitationListSchema.parse(response.data);
}

export function usePendingInvitations() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...CLASSROOMS_KEY, 'pending'],
    queryFn: () => getPendingInvitations(http.api),
  });
}

/** POST {api}/classroom/confirm-invite or /classroom/reject-invite with { invitation_id }. */
export async function answerInvitation(
  api: AxiosInstance,
  { invitationId, accept }: { invitationId: string; accept: boolean },
): Promise<void> {
  const path = accept ? '/classroom/confirm-invite' : '/classroom/reject-invite';
  await api.post(path, { invitation_id: invitationId });
}
