import { defineEndpoint, EMPTY_ANSWER } from '../endpoint.ts';
import { answersReviewSchema } from './answers-review.ts';
import { attemptResultSchema, attemptSchema, saveAnswersRequestSchema } from './attempt.ts';
import { idParamsSchema } from './ids.ts';
import { professorQuizSchema, studentQuizSchema } from './quiz.ts';
import {
  trackerPingRequestSchema,
  trackerPingResponseSchema,
  trackerTokenResponseSchema,
} from './tracker.ts';

/**
 * Quizzes, final tests and the video-lesson tracker (spec 01 §7, spec 02 §4-§5), under /api/tj.
 * Students take quizzes; professors only view them. A quiz of an entity the student has not
 * unlocked is 404, and every attempt call acts on the caller's own open attempt only.
 */
export const quizEndpoints = {
  getQuiz: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/quizzes/:id',
    access: 'signed-in',
    summary: 'The quiz a student takes, with the open attempt if any.',
    params: idParamsSchema,
    response: studentQuizSchema,
  }),
  getProfessorQuiz: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/professor/quizzes/:id',
    access: ['professor'],
    summary: 'A quiz with its correct answers, for a professor.',
    params: idParamsSchema,
    response: professorQuizSchema,
  }),
  startQuiz: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/quizzes/start/:id',
    access: ['student'],
    summary: 'Opens an attempt of a quiz (or answers the one already open).',
    params: idParamsSchema,
    response: attemptSchema,
  }),
  startTest: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/tests/start/:id',
    access: ['student'],
    summary: 'Opens an attempt of a final test (or answers the one already open).',
    params: idParamsSchema,
    response: attemptSchema,
  }),
  terminateQuiz: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/quizzes/terminate/:id',
    access: ['student'],
    summary: 'Ends the open attempt of a quiz and scores it.',
    params: idParamsSchema,
    response: attemptResultSchema,
  }),
  terminateTest: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/tests/terminate/:id',
    access: ['student'],
    summary: 'Ends the open attempt of a final test and scores it.',
    params: idParamsSchema,
    response: attemptResultSchema,
  }),
  saveAnswers: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/quizzes/save-answers',
    access: ['student'],
    summary: 'Replaces the chosen answers of one question of the open attempt.',
    body: saveAnswersRequestSchema,
    response: attemptSchema,
  }),
  quitQuiz: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/quizzes/quit/:id',
    access: ['student'],
    summary: 'Abandons the open attempt of a quiz or final test.',
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  getQuizAnswers: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/quizzes/:id/answers',
    access: ['student', 'professor'],
    summary: 'The correct answers of a quiz: to a student only once passed.',
    params: idParamsSchema,
    response: answersReviewSchema,
  }),
  getTestAnswers: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/tests/:id/answers',
    access: ['student', 'professor'],
    summary: 'The correct answers of a final test: to a student only once passed.',
    params: idParamsSchema,
    response: answersReviewSchema,
  }),
  getTrackerToken: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/video-lessons/:id/tracker-token',
    access: ['student'],
    summary: 'A token binding the watch pings of one lesson to the student.',
    params: idParamsSchema,
    response: trackerTokenResponseSchema,
  }),
  sendTrackerPing: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/video-lessons/:id/pings',
    access: ['student'],
    summary: 'Reports the player position; answers how much of the lesson counts as watched.',
    params: idParamsSchema,
    body: trackerPingRequestSchema,
    response: trackerPingResponseSchema,
  }),
  completeVideoLesson: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/video-lessons/:id/complete',
    access: ['student'],
    summary: 'Completes a lesson once the tracker has seen it watched (409 before).',
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
} as const;
