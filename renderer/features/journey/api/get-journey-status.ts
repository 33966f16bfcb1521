import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { JourneyStatus } from '#common/api/journey/journey-status.ts';
import type { UnlockStatus } from '#common/routing/navigation-types.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

/** Is the journey unlocked for this user? */
export function getJourneyStatus(http: ServiceClients): Promise<JourneyStatus> {
  return request(http, journeyEndpoints.getJourneyStatus, {});
}

/** Keyed by user, so a second account on the same machine never sees the first one's status. */
export const journeyStatusQueryKey = (userId: string) => ['journey-status', userId] as const;

export const journeyStatusQueryOptions = (http: ServiceClients, userId: string) =>
  queryOptions({
    queryKey: journeyStatusQueryKey(userId),
    queryFn: () => getJourneyStatus(http),
  });

/**
 * The unlock status for the route guard, fetched on every route change (spec 01 §4) while the
 * journey is locked. Unlocking is one-way, so once the answer is ok the cached one is used and
 * navigation does not wait for a call that cannot change anything.
 */
export async function loadUnlockStatus(
  queryClient: QueryClient,
  http: ServiceClients,
  userId: string,
): Promise<UnlockStatus> {
  const cached = queryClient.getQueryData<JourneyStatus>(journeyStatusQueryKey(userId));
  if (cached?.is_ok) return 'ok';
  const status = await queryClient.fetchQuery({
    ...journeyStatusQueryOptions(http, userId),
    staleTime: 0,
  });
  return status.is_ok ? 'ok' : 'locked';
}
