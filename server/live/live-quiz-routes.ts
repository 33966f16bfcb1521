import type { FastifyInstance } from 'fastify';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import {
  quitAttempt,
  saveAttemptAnswers,
  startAttempt,
  terminateAttempt,
} from '../attempts/attempt-service.ts';
import {
  existingLiveQuiz,
  liveQuizReview,
  openLiveQuizSession,
  studentLiveQuizSource,
  studentLiveQuizView,
} from './live-quiz-service.ts';
import { toProfessorLiveQuiz } from './live-quiz-views.ts';

/**
 * Live quizzes (common/api/live/endpoints.ts), taken by the journey's attempt engine
 * (server/attempts): the same rules, refusals and key rule as every quiz. A student sees the
 * quizzes of the courses their class follows (others: 404) and starts one only while a session
 * a professor opened names them, until passed. A professor opens a session for their own enabled
 * students (any other: 404) who are in one of their classrooms following the course (else 422).
 */
export async function liveQuizRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  const now = () => new Date(clock());

  route(app, liveEndpoints.getStudentLiveQuiz, async ({ auth, params }) =>
    studentLiveQuizView(db, auth.user_id, params.id, now()),
  );

  route(app, liveEndpoints.getProfessorLiveQuiz, async ({ params }) =>
    toProfessorLiveQuiz(await existingLiveQuiz(db, params.id)),
  );

  route(app, liveEndpoints.getLiveQuizReview, async ({ auth, params }) =>
    liveQuizReview(db, auth.user_id, params.id),
  );

  route(app, liveEndpoints.startLiveAttempt, async ({ auth, params }) =>
    startAttempt(db, await studentLiveQuizSource(db, auth.user_id, params.id), auth.user_id, now()),
  );

  route(app, liveEndpoints.saveLiveAttempt, async ({ auth, body }) =>
    saveAttemptAnswers(
      db,
      await studentLiveQuizSource(db, auth.user_id, body.quiz_id),
      auth.user_id,
      body.question.question_id,
      body.question.answers,
    ),
  );

  route(app, liveEndpoints.terminateLiveAttempt, async ({ auth, params }) => {
    const source = await studentLiveQuizSource(db, auth.user_id, params.id);
    const { points_awarded: _none, ...result } = await terminateAttempt(
      db,
      source,
      auth.user_id,
      now(),
    );
    return result;
  });

  route(app, liveEndpoints.quitLiveAttempt, async ({ auth, params }) => {
    const source = await studentLiveQuizSource(db, auth.user_id, params.id);
    await quitAttempt(db, source, auth.user_id, now());
  });

  route(app, liveEndpoints.openLiveQuizSession, async ({ auth, body }) =>
    openLiveQuizSession(db, {
      professorId: auth.user_id,
      quizId: body.quiz_id,
      studentIds: body.students_id,
      now: now(),
    }),
  );
}
