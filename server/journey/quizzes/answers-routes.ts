import type { FastifyInstance } from 'fastify';
import type { AnswersReview } from '../../../common/api/quizzes/answers-review.ts';
import { idParamsSchema } from '../../../common/api/quizzes/ids.ts';
import { authOf, requireRole } from '../../auth/require-role.ts';
import { notFound } from '../../http/http-error.ts';
import { parseRequest } from '../../http/validate.ts';
import { attemptRecord, loadSelection } from './attempt-repository.ts';
import { viewerOf } from '../content/viewer.ts';
import { quizVisibleTo } from './quiz-access.ts';
import { toAnswersReview } from './quiz-views.ts';

/**
 * GET /tech-journey/quizzes/{id}/answers and /tech-journey/tests/{id}/answers (under /api/tj):
 * the correct answers with explanations. A student sees them only once the quiz is passed (404
 * before: until then they would give the quiz away), with the selection of the passing attempt;
 * professors always, with nothing selected.
 */
export async function answersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  for (const [prefix, finalTestOnly] of [
    ['quizzes', false],
    ['tests', true],
  ] as const) {
    app.get(
      `/tech-journey/${prefix}/:id/answers`,
      { preHandler: requireRole('student', 'professor') },
      async (request) => {
        const caller = authOf(request);
        const { id } = parseRequest(idParamsSchema, request.params);
        const quiz = await quizVisibleTo(db, viewerOf(request), id, { finalTestOnly });
        if (caller.role === 'professor') return toAnswersReview(quiz, null, new Map());
        const record = await attemptRecord(db, quiz, caller.user_id);
        if (!record.passed) throw notFound();
        const selection = record.passingAttemptId
          ? await loadSelection(db, record.passingAttemptId)
          : new Map<string, Set<string>>();
        return toAnswersReview(quiz, record.passingScore, selection) satisfies AnswersReview;
      },
    );
  }
}
