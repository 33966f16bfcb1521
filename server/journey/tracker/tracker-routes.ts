import type { FastifyInstance, FastifyRequest } from 'fastify';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { TRACKER_TOKEN_HEADER, VIDEO_NOT_WATCHED_MESSAGE } from '#common/api/quizzes/tracker.ts';
import { loadSigningKey } from '../../auth/signing-key.ts';
import { HttpError, conflict, notFound } from '../../http/http-error.ts';
import { route } from '../../http/endpoint-route.ts';
import { requireVisibleResource } from '../content/resources.ts';
import { viewerOf } from '../content/viewer.ts';
import { completeResource } from '../progress/complete-resource.ts';
import { recordActivity } from '../progress/streak.ts';
import { createTrackerTokenService, deriveTrackerKey } from './tracker-token.ts';
import { applyPing, isWatched, requiredSeconds, watchedSeconds } from './watch-accounting.ts';
import { findWatchState, saveWatchState } from './watch-repository.ts';

/**
 * A missing, expired or foreign tracker token. 403, not 401: the clients answer a 401 by
 * refreshing the session and, when that does not help, signing the user out, and a stale
 * tracker token must never end a session.
 */
const trackerTokenRefused = (): HttpError =>
  new HttpError(403, 'tracker_token_invalid', 'Il tracciamento della lezione non è valido.');

/**
 * A video lesson without a positive duration: 90 % of nothing is nothing, so the tracker could
 * never tell it was watched. 409 rather than 404: the lesson exists and opens, it only cannot
 * be tracked until its content gets a length.
 */
const lessonWithoutDuration = (): HttpError =>
  conflict('Questa lezione non ha una durata: non è possibile tracciarla né completarla.');

/**
 * The video-lesson tracker (spec 01 §7), under /api/tj, for students: a short-lived token bound
 * to the student and the lesson, pings that credit watched seconds, and the completion that
 * needs 90 % of the lesson watched.
 */
export async function trackerRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const { db, config, clock } = services;
  const tokens = createTrackerTokenService(
    deriveTrackerKey(await loadSigningKey(db, config.jwtSecret)),
    clock,
  );
  /** The video lesson of the route, when the student may open it; 404 otherwise. */
  const visibleLesson = async (request: FastifyRequest, id: string) => {
    const { resource } = await requireVisibleResource(db, viewerOf(request), id);
    if (resource.type !== 'video_lesson') throw notFound();
    return {
      id: resource.id,
      durationSeconds: resource.duration_seconds ?? 0,
      completed: resource.completed,
    };
  };

  route(app, quizEndpoints.getTrackerToken, async ({ params, auth, request }) => {
    const lesson = await visibleLesson(request, params.id);
    return { tracker_token: await tokens.sign({ userId: auth.user_id, resourceId: lesson.id }) };
  });

  /** visibleLesson, for pings and completion: only a lesson with a length can be watched. */
  const trackableLesson = async (request: FastifyRequest, id: string) => {
    const lesson = await visibleLesson(request, id);
    if (lesson.durationSeconds <= 0) throw lessonWithoutDuration();
    return lesson;
  };

  route(app, quizEndpoints.sendTrackerPing, async ({ params, body: ping, auth, request }) => {
    const lesson = await trackableLesson(request, params.id);
    const userId = auth.user_id;
    const token = request.headers[TRACKER_TOKEN_HEADER];
    const binding = { userId, resourceId: lesson.id };
    if (typeof token !== 'string' || !(await tokens.verify(token, binding))) {
      throw trackerTokenRefused();
    }
    const state = await db.transaction(async (tx) => {
      const previous = await findWatchState(tx, userId, lesson.id, true);
      const next = applyPing(
        previous,
        { positionSeconds: ping.position_seconds, playing: ping.playing, atMs: clock() },
        lesson.durationSeconds,
      );
      await saveWatchState(tx, userId, lesson.id, next);
      return next;
    });
    return {
      watched_seconds: watchedSeconds(state, lesson.durationSeconds),
      required_seconds: requiredSeconds(lesson.durationSeconds),
      can_complete: isWatched(state, lesson.durationSeconds),
    };
  });

  route(app, quizEndpoints.completeVideoLesson, async ({ params, auth, request }) => {
    const lesson = await trackableLesson(request, params.id);
    const userId = auth.user_id;
    await db.transaction(async (tx) => {
      const state = await findWatchState(tx, userId, lesson.id);
      // Watching a completed lesson again (or skimming it) must not end in an error. It still
      // goes through completeResource, which is idempotent, so a retry can finish what an
      // earlier completion left undone (the entity and its points) instead of being skipped.
      if (!lesson.completed && !isWatched(state, lesson.durationSeconds)) {
        throw conflict(VIDEO_NOT_WATCHED_MESSAGE);
      }
      const now = new Date(clock());
      await completeResource(tx, { userId, resourceId: lesson.id, now });
      await recordActivity(tx, userId, now, app.services.config.schoolTimeZone);
    });
  });
}
