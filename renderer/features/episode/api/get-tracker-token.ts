import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { trackerTokenResponseSchema } from '../../../../common/api/quizzes/tracker.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/** The tracker token is short-lived: it is fetched again this often while the page is open. */
export const TRACKER_TOKEN_REFRESH_MS = 4 * 60 * 1000;

/** GET {api}/tech-journey/video-lessons/{id}/tracker-token. */
export async function getTrackerToken(api: AxiosInstance, id: string): Promise<string> {
  const response = await api.get<unknown>(`/tech-journey/video-lessons/${seg(id)}/tracker-token`);
  return trackerTokenResponseSchema.parse(response.data).tracker_token;
}

export const trackerTokenQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({
    queryKey: episodeQueryKeys.trackerToken(id),
    queryFn: () => getTrackerToken(api, id),
    staleTime: TRACKER_TOKEN_REFRESH_MS,
    refetchInterval: TRACKER_TOKEN_REFRESH_MS,
  });

/** The token for this lesson's pings; only students' watching is tracked. */
export function useTrackerToken(id: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({ ...trackerTokenQueryOptions(http.api, id), enabled });
}
