import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

/** The tracker token is short-lived: it is fetched again this often while the page is open. */
export const TRACKER_TOKEN_REFRESH_MS = 4 * 60 * 1000;

/** The token binding this student's pings to the lesson. */
export async function getTrackerToken(http: ServiceClients, id: string): Promise<string> {
  return (await request(http, quizEndpoints.getTrackerToken, { params: { id } })).tracker_token;
}

export const trackerTokenQueryOptions = (http: ServiceClients, id: string) =>
  queryOptions({
    queryKey: episodeQueryKeys.trackerToken(id),
    queryFn: () => getTrackerToken(http, id),
    staleTime: TRACKER_TOKEN_REFRESH_MS,
    refetchInterval: TRACKER_TOKEN_REFRESH_MS,
  });

/** The token for this lesson's pings; only students' watching is tracked. */
export function useTrackerToken(id: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({ ...trackerTokenQueryOptions(http, id), enabled });
}
