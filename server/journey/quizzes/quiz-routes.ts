import type { FastifyInstance, FastifyRequest } from 'fastify';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { route } from '../../http/endpoint-route.ts';
import { attemptRecord, findOpenAttemptId, loadSelection } from './attempt-repository.ts';
import {
  quitAttempt,
  saveAttemptAnswers,
  startAttempt,
  terminateAttempt,
} from './attempt-service.ts';
import { viewerOf } from '../content/viewer.ts';
import { quizVisibleTo } from './quiz-access.ts';
import { toAttempt, toProfessorQuiz, toStudentQuiz } from './quiz-views.ts';

/**
 * Quizzes and final tests (common/api/quizzes/endpoints.ts), under /api/tj. Every attempt call
 * acts on the caller's own open attempt only.
 */
export async function quizRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const now = () => new Date(services.clock());

  /** The quiz named by the route, visible to the caller (404 otherwise). */
  const visibleQuiz = (request: FastifyRequest, id: string, finalTestOnly = false) =>
    quizVisibleTo(services.db, viewerOf(request), id, { finalTestOnly });

  route(app, quizEndpoints.getQuiz, async ({ params, auth, request }) => {
    const quiz = await visibleQuiz(request, params.id);
    if (auth.role !== 'student') return toStudentQuiz(quiz, { record: null, attempt: null });
    const record = await attemptRecord(services.db, quiz, auth.user_id);
    const attemptId = await findOpenAttemptId(services.db, quiz.id, auth.user_id);
    const attempt = attemptId
      ? toAttempt(quiz, attemptId, await loadSelection(services.db, attemptId))
      : null;
    return toStudentQuiz(quiz, { record, attempt });
  });

  route(app, quizEndpoints.getProfessorQuiz, async ({ params, request }) =>
    toProfessorQuiz(await visibleQuiz(request, params.id)),
  );

  for (const [start, terminate, finalTestOnly] of [
    [quizEndpoints.startQuiz, quizEndpoints.terminateQuiz, false],
    [quizEndpoints.startTest, quizEndpoints.terminateTest, true],
  ] as const) {
    route(app, start, async ({ params, auth, request }) =>
      startAttempt(
        services.db,
        await visibleQuiz(request, params.id, finalTestOnly),
        auth.user_id,
        now(),
      ),
    );
    route(app, terminate, async ({ params, auth, request }) =>
      terminateAttempt(
        services.db,
        await visibleQuiz(request, params.id, finalTestOnly),
        auth.user_id,
        now(),
        services.config.schoolTimeZone,
      ),
    );
  }

  route(app, quizEndpoints.saveAnswers, async ({ body, auth, request }) => {
    const quiz = await visibleQuiz(request, body.quiz_id);
    return saveAttemptAnswers(
      services.db,
      quiz,
      auth.user_id,
      body.question.question_id,
      body.question.answers,
    );
  });

  route(app, quizEndpoints.quitQuiz, async ({ params, auth, request }) => {
    await quitAttempt(services.db, await visibleQuiz(request, params.id), auth.user_id, now());
  });
}
