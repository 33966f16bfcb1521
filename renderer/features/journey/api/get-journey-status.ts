import type { QueryClient } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { UnlockStatus } from '#common/routing/navigation-types.ts';
import { endpointQuery, getEndpointData } from '../../../lib/query/index.ts';

const { getJourneyStatus } = journeyEndpoints;

/**
 * The unlock status for the route guard, fetched on every route change (spec 01 §4) while the
 * journey is locked. Unlocking is one-way, so once the answer is ok the cached one is used and
 * navigation does not wait for a call that cannot change anything. Scoped by user, so a second
 * account on the same machine never sees the first one's status.
 */
export async function loadUnlockStatus(
  queryClient: QueryClient,
  userId: string,
): Promise<UnlockStatus> {
  const cached = getEndpointData(queryClient, getJourneyStatus, {}, userId);
  if (cached?.is_ok) return 'ok';
  const status = await queryClient.fetchQuery({
    ...endpointQuery(getJourneyStatus, {}, { scope: userId }),
    staleTime: 0,
  });
  return status.is_ok ? 'ok' : 'locked';
}
