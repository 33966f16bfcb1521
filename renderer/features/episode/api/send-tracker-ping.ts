import type { AxiosInstance } from 'axios';
import {
  TRACKER_TOKEN_HEADER,
  trackerPingResponseSchema,
  type TrackerPingRequest,
  type TrackerPingResponse,
} from '../../../../common/api/quizzes/tracker.ts';
import { seg } from './episode-query-keys.ts';

/**
 * POST {api}/tech-journey/video-lessons/{id}/pings with the tracker token header. A lost ping
 * only costs some credited seconds, so it never shows a toast while the user watches.
 */
export async function sendTrackerPing(
  api: AxiosInstance,
  id: string,
  token: string,
  body: TrackerPingRequest,
): Promise<TrackerPingResponse> {
  const response = await api.post<unknown>(`/tech-journey/video-lessons/${seg(id)}/pings`, body, {
    headers: { [TRACKER_TOKEN_HEADER]: token },
    skipErrorToast: true,
  });
  return trackerPingResponseSchema.parse(response.data);
}
