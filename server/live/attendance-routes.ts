import type { FastifyInstance } from 'fastify';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { TRACKER_TOKEN_HEADER } from '#common/api/quizzes/tracker.ts';
import { episodeState } from '#common/live/episode-timing.ts';
import { loadSigningKey } from '../auth/signing-key.ts';
import { conflict, HttpError, notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { recordActivity } from '../journey/progress/streak.ts';
import { createTrackerTokenService, deriveTrackerKey } from '../journey/tracker/tracker-token.ts';
import { applyLivePing } from './attendance-accounting.ts';
import {
  attendanceSeconds,
  lockAttendance,
  saveAttendance,
  startAttendance,
} from './attendance-repository.ts';
import { findEpisode } from './course-repository.ts';

/** The binding of a live tracker token: never equal to a lesson's (plain digits). */
const bindingOf = (userId: string, episodeId: string) => ({
  userId,
  resourceId: `live-episode:${episodeId}`,
});

const NOT_LIVE_MESSAGE =
  'L’episodio non è in diretta: la presenza si registra solo durante la diretta.';

/**
 * Attendance of live episodes (issue 13), for students of a following class: a short-lived
 * tracker token (the lessons' kind, bound to the episode), then pings that credit real time
 * inside the live window (attendance-accounting.ts), one at a time per student and episode
 * (a row lock). Present at a live is a day's activity for the streak.
 */
export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = app.services;
  const tokens = createTrackerTokenService(
    deriveTrackerKey(await loadSigningKey(db, config.jwtSecret)),
    clock,
  );
  const followedEpisode = async (userId: string, episodeId: string) => {
    const episode = await findEpisode(db, { userId, role: 'student' }, episodeId);
    if (!episode?.followed) throw notFound();
    return episode;
  };

  route(app, liveEndpoints.getLiveTrackerToken, async ({ auth, params }) => {
    const episode = await followedEpisode(auth.user_id, params.id);
    if (episodeState(episode, clock()) !== 'live') throw conflict(NOT_LIVE_MESSAGE);
    return { tracker_token: await tokens.sign(bindingOf(auth.user_id, params.id)) };
  });

  route(app, liveEndpoints.sendLivePing, async ({ auth, body, request }) => {
    const episodeId = body.episode_id;
    const episode = await followedEpisode(auth.user_id, episodeId);
    const token = request.headers[TRACKER_TOKEN_HEADER];
    if (
      typeof token !== 'string' ||
      !(await tokens.verify(token, bindingOf(auth.user_id, episodeId)))
    ) {
      // 403, not 401: a stale tracker token must never end the session.
      throw new HttpError(
        403,
        'tracker_token_invalid',
        'Il tracciamento della diretta non è valido.',
      );
    }
    const now = clock();
    const window = { startMs: episode.start * 1000, endMs: episode.end * 1000 };
    await db.transaction(async (tx) => {
      if (applyLivePing(null, now, window) === null) return;
      if (!(await startAttendance(tx, episodeId, auth.user_id, new Date(now)))) {
        const next = applyLivePing(await lockAttendance(tx, episodeId, auth.user_id), now, window);
        if (next) await saveAttendance(tx, episodeId, auth.user_id, next);
      }
      await recordActivity(tx, auth.user_id, new Date(now), config.schoolTimeZone);
    });
    return { episode_id: episodeId, seconds: await attendanceSeconds(db, episodeId, auth.user_id) };
  });
}
