import { useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '#common/api/account/endpoints.ts';
import type { ManagedAdminMessage } from '#common/api/account/index.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { request } from '../../../lib/http/request.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';

/** Refusals of these forms are shown next to their fields, not as toasts. */
const formCall = { skipErrorToast: true } as const;

export const changePassword = (
  http: ServiceClients,
  body: { oldPassword: string; newPassword: string },
): Promise<undefined> => request(http, accountEndpoints.changePassword, { body }, formCall);

export const advanceSchoolYear = (http: ServiceClients, schoolYear: number): Promise<OwnProfile> =>
  request(http, accountEndpoints.advanceSchoolYear, { body: { school_year: schoolYear } });

/** Every message, for the admins who manage them (nobody else asks). */
export function useManagedAdminMessages() {
  const { claims } = useSession();
  return useQuery(
    endpointQuery(
      accountEndpoints.listManagedAdminMessages,
      {},
      { enabled: claims?.admin === true },
    ),
  );
}

export const publishAdminMessage = (
  http: ServiceClients,
  body: {
    kind: 'error' | 'warning' | 'info';
    message: string;
    link?: string;
    ends_at?: string | null;
  },
): Promise<ManagedAdminMessage> =>
  request(http, accountEndpoints.publishAdminMessage, { body }, formCall);

export const withdrawAdminMessage = (http: ServiceClients, id: string): Promise<undefined> =>
  request(http, accountEndpoints.withdrawAdminMessage, { params: { id } });
