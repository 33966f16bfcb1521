import type { FastifyInstance } from 'fastify';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { episodeState } from '#common/live/episode-timing.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { createLiveAttendanceService } from '../tracking/live-attendance-service.ts';
import { createTrackingTokens } from '../tracking/tracking-service.ts';
import { findEpisode } from './course-repository.ts';

const NOT_LIVE_MESSAGE =
  'L’episodio non è in diretta: la presenza si registra solo durante la diretta.';

/**
 * Attendance of live episodes (issue 13), for students of a following class: the live kind of
 * the heartbeat of server/tracking (a short-lived token bound to the episode, then pings that
 * credit real time inside the live window).
 */
export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = app.services;
  const tokens = await createTrackingTokens(app.services);
  const attendance = createLiveAttendanceService(db, clock, config.schoolTimeZone);
  const followedEpisode = async (userId: string, episodeId: string) => {
    const episode = await findEpisode(db, { userId, role: 'student' }, episodeId);
    if (!episode?.followed) throw notFound();
    return episode;
  };

  route(app, liveEndpoints.getLiveTrackerToken, async ({ auth, params }) => {
    const episode = await followedEpisode(auth.user_id, params.id);
    if (episodeState(episode, clock()) !== 'live') throw conflict(NOT_LIVE_MESSAGE);
    return { tracker_token: await tokens.issue('live', auth.user_id, params.id) };
  });

  route(app, liveEndpoints.sendLivePing, async ({ auth, body, request }) => {
    const episodeId = body.episode_id;
    const episode = await followedEpisode(auth.user_id, episodeId);
    await tokens.requireToken('live', request, auth.user_id, episodeId);
    const window = { startMs: episode.start * 1000, endMs: episode.end * 1000 };
    const seconds = await attendance.ping(auth.user_id, { id: episodeId, window });
    return { episode_id: episodeId, seconds };
  });
}
