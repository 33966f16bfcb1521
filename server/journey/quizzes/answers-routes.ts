import type { FastifyInstance } from 'fastify';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { route } from '../../http/endpoint-route.ts';
import { keyAccess } from '../../attempts/attempt-service.ts';
import { viewerOf } from '../content/viewer.ts';
import { journeyQuizSource } from './journey-quiz-source.ts';
import { quizVisibleTo } from './quiz-access.ts';
import { toAnswersReview } from './quiz-views.ts';

/**
 * The correct answers of quizzes and final tests, with explanations. A student sees them only
 * once the quiz is passed (the engine's one rule: 404 before, or they would give the quiz away),
 * with the selection of the passing attempt; professors always, with nothing selected.
 */
export async function answersRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.services;
  for (const [endpoint, finalTestOnly] of [
    [quizEndpoints.getQuizAnswers, false],
    [quizEndpoints.getTestAnswers, true],
  ] as const) {
    route(app, endpoint, async ({ params, auth, request }) => {
      const quiz = await quizVisibleTo(db, viewerOf(request), params.id, { finalTestOnly });
      if (auth.role === 'professor') return toAnswersReview(quiz, null, new Map());
      const access = await keyAccess(
        db,
        journeyQuizSource(quiz, config.schoolTimeZone),
        auth.user_id,
      );
      // The key of the version the student passed, with what they selected in it.
      return toAnswersReview(access.quiz, access.scorePercentage, access.selection);
    });
  }
}
