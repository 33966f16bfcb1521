import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { journeyStatusSchema, type JourneyStatus } from '../../../../common/api/journey-status.ts';
import type { UnlockStatus } from '../../../../common/routing/navigation-types.ts';

/** GET {api}/tech-journey/get-status: is the journey unlocked for this user? */
export async function getJourneyStatus(api: AxiosInstance): Promise<JourneyStatus> {
  const response = await api.get<unknown>('/tech-journey/get-status');
  return journeyStatusSchema.parse(response.data);
}

/** Keyed by user, so a second account on the same machine never sees the first one's status. */
export const journeyStatusQueryKey = (userId: string) => ['journey-status', userId] as const;

export const journeyStatusQueryOptions = (api: AxiosInstance, userId: string) =>
  queryOptions({
    queryKey: journeyStatusQueryKey(userId),
    queryFn: () => getJourneyStatus(api),
  });

/**
 * The unlock status for the route guard, fetched on every route change (spec 01 §4) while the
 * journey is locked. Unlocking is one-way, so once the answer is ok the cached one is used and
 * navigation does not wait for a call that cannot change anything.
 */
export async function loadUnlockStatus(
  queryClient: QueryClient,
  api: AxiosInstance,
  userId: string,
): Promise<UnlockStatus> {
  const cached = queryClient.getQueryData<JourneyStatus>(journeyStatusQueryKey(userId));
  if (cached?.is_ok) return 'ok';
  const status = await queryClient.fetchQuery({
    ...journeyStatusQueryOptions(api, userId),
    staleTime: 0,
  });
  return status.is_ok ? 'ok' : 'locked';
}
