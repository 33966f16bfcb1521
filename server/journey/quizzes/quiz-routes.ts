import type { FastifyInstance, FastifyRequest } from 'fastify';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { route } from '../../http/endpoint-route.ts';
import {
  quitAttempt,
  readStanding,
  saveAttemptAnswers,
  startAttempt,
  terminateAttempt,
} from '../../attempts/attempt-service.ts';
import { viewerOf } from '../content/viewer.ts';
import { journeyQuizSource } from './journey-quiz-source.ts';
import { quizVisibleTo } from './quiz-access.ts';
import { toProfessorQuiz, toStudentQuiz } from './quiz-views.ts';

/**
 * Quizzes and final tests (common/api/quizzes/endpoints.ts), under /api/tj, taken by the one
 * attempt engine (server/attempts). Every attempt call acts on the caller's own open attempt only.
 */
export async function quizRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const now = () => new Date(services.clock());

  /** The quiz named by the route, visible to the caller (404 otherwise), as an attempt source. */
  const visibleSource = async (request: FastifyRequest, id: string, finalTestOnly = false) =>
    journeyQuizSource(
      await quizVisibleTo(services.db, viewerOf(request), id, { finalTestOnly }),
      services.config.schoolTimeZone,
    );

  route(app, quizEndpoints.getQuiz, async ({ params, auth, request }) => {
    const source = await visibleSource(request, params.id);
    const standing =
      auth.role === 'student' ? await readStanding(services.db, source, auth.user_id) : null;
    // A student with an attempt open sees the questions of the version it started on.
    return toStudentQuiz(standing?.quiz ?? source.quiz, standing);
  });

  route(app, quizEndpoints.getProfessorQuiz, async ({ params, request }) =>
    toProfessorQuiz((await visibleSource(request, params.id)).quiz),
  );

  for (const [start, terminate, finalTestOnly] of [
    [quizEndpoints.startQuiz, quizEndpoints.terminateQuiz, false],
    [quizEndpoints.startTest, quizEndpoints.terminateTest, true],
  ] as const) {
    route(app, start, async ({ params, auth, request }) =>
      startAttempt(
        services.db,
        await visibleSource(request, params.id, finalTestOnly),
        auth.user_id,
        now(),
      ),
    );
    route(app, terminate, async ({ params, auth, request }) =>
      terminateAttempt(
        services.db,
        await visibleSource(request, params.id, finalTestOnly),
        auth.user_id,
        now(),
      ),
    );
  }

  route(app, quizEndpoints.saveAnswers, async ({ body, auth, request }) =>
    saveAttemptAnswers(
      services.db,
      await visibleSource(request, body.quiz_id),
      auth.user_id,
      body.question.question_id,
      body.question.answers,
    ),
  );

  route(app, quizEndpoints.quitQuiz, async ({ params, auth, request }) => {
    await quitAttempt(services.db, await visibleSource(request, params.id), auth.user_id, now());
  });
}
