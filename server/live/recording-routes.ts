import type { FastifyInstance } from 'fastify';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { episodeState } from '#common/live/episode-timing.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { createRecordingTrackingService } from '../tracking/recording-tracking-service.ts';
import { createTrackingTokens } from '../tracking/tracking-service.ts';
import { findEpisode } from './course-repository.ts';
import { isTrackableRecording, recordingLength } from './recording-rules.ts';

const NOT_ENDED_MESSAGE =
  'La registrazione si conta solo dopo la fine della diretta: durante la diretta conta la presenza.';
const NOT_TRACKABLE_MESSAGE =
  'Il tempo di visione si conta solo per le registrazioni riprodotte nell’app, non per i video di YouTube.';

/**
 * Watching an ended episode's recording (issue 29 §1), for students of a following class: the
 * recording kind of the heartbeat of server/tracking (a short-lived token bound to the episode,
 * then pings crediting the seconds actually seen, as for a video lesson).
 */
export async function recordingRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = app.services;
  const tokens = await createTrackingTokens(app.services);
  const tracking = createRecordingTrackingService(db, clock, config.schoolTimeZone);
  /** A followed, ended episode whose recording our player plays; otherwise 404 or 409. */
  const endedRecording = async (userId: string, episodeId: string) => {
    const episode = await findEpisode(db, { userId, role: 'student' }, episodeId);
    if (!episode?.followed) throw notFound();
    if (episodeState(episode, clock()) !== 'passed') throw conflict(NOT_ENDED_MESSAGE);
    if (!isTrackableRecording(episode.link)) throw conflict(NOT_TRACKABLE_MESSAGE);
    return episode;
  };

  route(app, liveEndpoints.getRecordingTrackerToken, async ({ auth, params }) => {
    await endedRecording(auth.user_id, params.id);
    return { tracker_token: await tokens.issue('recording', auth.user_id, params.id) };
  });

  route(app, liveEndpoints.sendRecordingPing, async ({ auth, params, body, request }) => {
    const episode = await endedRecording(auth.user_id, params.id);
    await tokens.requireToken('recording', request, auth.user_id, params.id);
    return tracking.ping(
      auth.user_id,
      { episodeId: params.id, durationSeconds: recordingLength(episode) },
      { positionSeconds: body.position_seconds, playing: body.playing },
    );
  });
}
