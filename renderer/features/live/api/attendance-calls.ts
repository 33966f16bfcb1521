import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { TRACKER_TOKEN_HEADER } from '#common/api/quizzes/tracker.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

/** Pings are background work: a refusal is handled by the pinger, never a toast. */
const quiet = { skipErrorToast: true } as const;

export const getLiveTrackerToken = (http: ServiceClients, episodeId: string) =>
  request(http, liveEndpoints.getLiveTrackerToken, { params: { id: episodeId } }, quiet).then(
    (answer) => answer.tracker_token,
  );

export const sendLivePing = (http: ServiceClients, episodeId: string, token: string) =>
  request(
    http,
    liveEndpoints.sendLivePing,
    { body: { episode_id: episodeId } },
    { ...quiet, headers: { [TRACKER_TOKEN_HEADER]: token } },
  );
