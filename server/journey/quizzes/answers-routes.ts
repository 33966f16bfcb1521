import type { FastifyInstance } from 'fastify';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { route } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/http-error.ts';
import { attemptRecord, loadSelection } from './attempt-repository.ts';
import { viewerOf } from '../content/viewer.ts';
import { quizVisibleTo } from './quiz-access.ts';
import { toAnswersReview } from './quiz-views.ts';

/**
 * The correct answers of quizzes and final tests, with explanations. A student sees them only
 * once the quiz is passed (404 before: until then they would give the quiz away), with the
 * selection of the passing attempt; professors always, with nothing selected.
 */
export async function answersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  for (const [endpoint, finalTestOnly] of [
    [quizEndpoints.getQuizAnswers, false],
    [quizEndpoints.getTestAnswers, true],
  ] as const) {
    route(app, endpoint, async ({ params, auth, request }) => {
      const quiz = await quizVisibleTo(db, viewerOf(request), params.id, { finalTestOnly });
      if (auth.role === 'professor') return toAnswersReview(quiz, null, new Map());
      const record = await attemptRecord(db, quiz, auth.user_id);
      if (!record.passed) throw notFound();
      const selection = record.passingAttemptId
        ? await loadSelection(db, record.passingAttemptId)
        : new Map<string, Set<string>>();
      return toAnswersReview(quiz, record.passingScore, selection);
    });
  }
}
