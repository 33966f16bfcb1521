import type { FastifyInstance, FastifyRequest } from 'fastify';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import type { Queryable } from '../../db/database.ts';
import { route } from '../../http/endpoint-route.ts';
import { withDraftPreview } from '../../studio/preview/draft-preview.ts';
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
  const visibleSource = async (
    db: Queryable,
    request: FastifyRequest,
    id: string,
    finalTestOnly = false,
  ) =>
    journeyQuizSource(
      await quizVisibleTo(db, viewerOf(request), id, { finalTestOnly }),
      services.config.schoolTimeZone,
    );

  // The two reads of a quiz's questions go through the preview wrapper, so an author sees a
  // draft's questions (the professor's view, or the student's before starting) without an
  // attempt: starting one is a write, which the preview refuses.
  route(app, quizEndpoints.getQuiz, async ({ params, auth, request }) =>
    withDraftPreview(app, request, async (db) => {
      const source = await visibleSource(db, request, params.id);
      const standing =
        auth.role === 'student' ? await readStanding(db, source, auth.user_id) : null;
      // A student with an attempt open sees the questions of the version it started on.
      return toStudentQuiz(standing?.quiz ?? source.quiz, standing);
    }),
  );

  route(app, quizEndpoints.getProfessorQuiz, async ({ params, request }) =>
    withDraftPreview(app, request, async (db) =>
      toProfessorQuiz((await visibleSource(db, request, params.id)).quiz),
    ),
  );

  for (const [start, terminate, finalTestOnly] of [
    [quizEndpoints.startQuiz, quizEndpoints.terminateQuiz, false],
    [quizEndpoints.startTest, quizEndpoints.terminateTest, true],
  ] as const) {
    route(app, start, async ({ params, auth, request }) =>
      startAttempt(
        services.db,
        await visibleSource(services.db, request, params.id, finalTestOnly),
        auth.user_id,
        now(),
      ),
    );
    route(app, terminate, async ({ params, auth, request }) =>
      terminateAttempt(
        services.db,
        await visibleSource(services.db, request, params.id, finalTestOnly),
        auth.user_id,
        now(),
      ),
    );
  }

  route(app, quizEndpoints.saveAnswers, async ({ body, auth, request }) =>
    saveAttemptAnswers(
      services.db,
      await visibleSource(services.db, request, body.quiz_id),
      auth.user_id,
      body.question.question_id,
      body.question.answers,
    ),
  );

  route(app, quizEndpoints.quitQuiz, async ({ params, auth, request }) => {
    await quitAttempt(
      services.db,
      await visibleSource(services.db, request, params.id),
      auth.user_id,
      now(),
    );
  });
}
