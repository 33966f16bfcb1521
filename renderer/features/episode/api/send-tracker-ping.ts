import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import {
  TRACKER_TOKEN_HEADER,
  type TrackerPingRequest,
  type TrackerPingResponse,
} from '#common/api/quizzes/tracker.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

/**
 * Reports the player position with the tracker token header. A lost ping only costs some
 * credited seconds, so it never shows a toast while the user watches.
 */
export function sendTrackerPing(
  http: ServiceClients,
  id: string,
  token: string,
  body: TrackerPingRequest,
): Promise<TrackerPingResponse> {
  return request(
    http,
    quizEndpoints.sendTrackerPing,
    { params: { id }, body },
    { headers: { [TRACKER_TOKEN_HEADER]: token }, skipErrorToast: true },
  );
}
