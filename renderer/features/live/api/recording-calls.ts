import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { TrackerPingRequest } from '#common/api/quizzes/tracker.ts';
import { TRACKER_TOKEN_HEADER } from '#common/api/quizzes/tracker.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

/** Pings are background work: a refusal is handled by the pinger, never a toast. */
const quiet = { skipErrorToast: true } as const;

export const getRecordingTrackerToken = (http: ServiceClients, episodeId: string) =>
  request(http, liveEndpoints.getRecordingTrackerToken, { params: { id: episodeId } }, quiet).then(
    (answer) => answer.tracker_token,
  );

export const sendRecordingPing = (
  http: ServiceClients,
  episodeId: string,
  token: string,
  ping: TrackerPingRequest,
) =>
  request(
    http,
    liveEndpoints.sendRecordingPing,
    { params: { id: episodeId }, body: ping },
    { ...quiet, headers: { [TRACKER_TOKEN_HEADER]: token } },
  );
