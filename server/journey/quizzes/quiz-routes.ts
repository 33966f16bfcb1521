import type { FastifyInstance, FastifyRequest } from 'fastify';
import { saveAnswersRequestSchema } from '../../../common/api/quizzes/attempt.ts';
import { idParamsSchema } from '../../../common/api/quizzes/ids.ts';
import type { ProfessorQuiz, StudentQuiz } from '../../../common/api/quizzes/quiz.ts';
import { authOf, requireRole } from '../../auth/require-role.ts';
import { parseRequest } from '../../http/validate.ts';
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
 * Quizzes and final tests (spec 01 §7, spec 02 §4-§5), under /api/tj. Students take them;
 * professors only view them (403 on every attempt call). A quiz of an entity the student has
 * not unlocked is 404, and so is another student's attempt: every attempt call acts on the
 * caller's own open attempt only.
 */
export async function quizRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const now = () => new Date(services.clock());
  const student = { preHandler: requireRole('student') };

  /** The quiz named by the route, visible to the caller (404 otherwise). */
  const routeQuiz = (request: FastifyRequest, finalTestOnly = false) =>
    quizVisibleTo(services.db, viewerOf(request), parseRequest(idParamsSchema, request.params).id, {
      finalTestOnly,
    });

  app.get('/tech-journey/quizzes/:id', { preHandler: requireRole() }, async (request) => {
    const caller = authOf(request);
    const quiz = await routeQuiz(request);
    if (caller.role !== 'student') return toStudentQuiz(quiz, { record: null, attempt: null });
    const record = await attemptRecord(services.db, quiz, caller.user_id);
    const attemptId = await findOpenAttemptId(services.db, quiz.id, caller.user_id);
    const attempt = attemptId
      ? toAttempt(quiz, attemptId, await loadSelection(services.db, attemptId))
      : null;
    return toStudentQuiz(quiz, { record, attempt }) satisfies StudentQuiz;
  });

  app.get(
    '/tech-journey/professor/quizzes/:id',
    { preHandler: requireRole('professor') },
    async (request) => toProfessorQuiz(await routeQuiz(request)) satisfies ProfessorQuiz,
  );

  for (const [prefix, finalTestOnly] of [
    ['quizzes', false],
    ['tests', true],
  ] as const) {
    app.post(`/tech-journey/${prefix}/start/:id`, student, async (request) =>
      startAttempt(
        services.db,
        await routeQuiz(request, finalTestOnly),
        authOf(request).user_id,
        now(),
      ),
    );
    app.post(`/tech-journey/${prefix}/terminate/:id`, student, async (request) =>
      terminateAttempt(
        services.db,
        await routeQuiz(request, finalTestOnly),
        authOf(request).user_id,
        now(),
      ),
    );
  }

  app.post('/tech-journey/quizzes/save-answers', student, async (request) => {
    const body = parseRequest(saveAnswersRequestSchema, request.body);
    const caller = authOf(request);
    const quiz = await quizVisibleTo(services.db, viewerOf(request), body.quiz_id);
    return saveAttemptAnswers(
      services.db,
      quiz,
      caller.user_id,
      body.question.question_id,
      body.question.answers,
    );
  });

  app.post('/tech-journey/quizzes/quit/:id', student, async (request, reply) => {
    await quitAttempt(services.db, await routeQuiz(request), authOf(request).user_id, now());
    return reply.code(204).send();
  });
}
