import type { FastifyInstance, FastifyRequest } from 'fastify';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import type { HttpError } from '../../http/http-error.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { route } from '../../http/endpoint-route.ts';
import { createLessonTrackingService } from '../../tracking/lesson-tracking-service.ts';
import { createTrackingTokens } from '../../tracking/tracking-service.ts';
import { requireVisibleResource } from '../content/resources.ts';
import { viewerOf } from '../content/viewer.ts';

/**
 * A video lesson without a positive duration: 90 % of nothing is nothing, so the tracker could
 * never tell it was watched. 409 rather than 404: the lesson exists and opens, it only cannot
 * be tracked until its content gets a length.
 */
const lessonWithoutDuration = (): HttpError =>
  conflict('Questa lezione non ha una durata: non è possibile tracciarla né completarla.');

/**
 * The video-lesson tracker (spec 01 §7), under /api/tj, for students: the lesson kind of the
 * heartbeat of server/tracking (a short-lived token bound to the student and the lesson, pings
 * that credit watched seconds, and the completion that needs 90 % of the lesson watched).
 */
export async function trackerRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = app.services;
  const tokens = await createTrackingTokens(app.services);
  const lessons = createLessonTrackingService(db, clock, config.schoolTimeZone);
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
    return { tracker_token: await tokens.issue('lesson', auth.user_id, lesson.id) };
  });

  /** visibleLesson, for pings and completion: only a lesson with a length can be watched. */
  const trackableLesson = async (request: FastifyRequest, id: string) => {
    const lesson = await visibleLesson(request, id);
    if (lesson.durationSeconds <= 0) throw lessonWithoutDuration();
    return lesson;
  };

  route(app, quizEndpoints.sendTrackerPing, async ({ params, body: ping, auth, request }) => {
    const lesson = await trackableLesson(request, params.id);
    await tokens.requireToken('lesson', request, auth.user_id, lesson.id);
    return lessons.ping(auth.user_id, lesson, {
      positionSeconds: ping.position_seconds,
      playing: ping.playing,
    });
  });

  route(app, quizEndpoints.completeVideoLesson, async ({ params, auth, request }) => {
    await lessons.complete(auth.user_id, await trackableLesson(request, params.id));
  });
}
