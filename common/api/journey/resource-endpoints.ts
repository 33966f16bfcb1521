import { defineEndpoint, EMPTY_ANSWER } from '../endpoint.ts';
import { episodeSchema, navigationSchema, nextResourceResponseSchema } from './episode.ts';
import { idParamsSchema } from './ids.ts';
import {
  postQuestionRequestSchema,
  postReplyRequestSchema,
  questionSchema,
  questionsResponseSchema,
  replySchema,
} from './questions.ts';
import { myVoteSchema, rankingAverageSchema, voteRequestSchema } from './ranking.ts';

/** Who may write on a resource: visitors and sorintian only read (403). */
const WRITERS = ['student', 'professor'] as const;

/**
 * What an episode page calls (spec 01 §7), under /api/tj: the resource itself, where to go next,
 * its questions and replies, and its star rating. Every call names a resource (or a question or
 * reply on one) that the caller must be able to open: otherwise it is 404, as is another user's
 * question or reply to delete. Lesson tracking is in common/api/quizzes/endpoints.ts.
 */
export const resourceEndpoints = {
  getEpisode: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/resource/:id',
    access: 'signed-in',
    summary: 'One resource (video lesson, exercise or quiz) to show, with the caller’s completion.',
    params: idParamsSchema,
    response: episodeSchema,
    errors: [403],
  }),
  getNextResource: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/resource/next/:id',
    access: 'signed-in',
    summary:
      'The resource to suggest after this one: the next in its entity, else the first of the next entity the caller may open (not a final test for a student); 204 when there is none.',
    params: idParamsSchema,
    response: nextResourceResponseSchema,
    alsoAnswers: [204],
    errors: [403],
  }),
  completeExercise: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/exercises/:id/complete',
    access: ['student'],
    summary:
      'Completes an exercise (any other resource type is 404: lessons and quizzes complete otherwise).',
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [404],
  }),
  getResourceNavigation: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/video-lessons/:id/navigation',
    access: 'signed-in',
    summary: 'The previous and next resource within the entity, for any resource type.',
    params: idParamsSchema,
    response: navigationSchema,
    errors: [403],
  }),
  listQuestions: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/questions/:id',
    access: 'signed-in',
    summary: 'The questions on the resource `id`, newest first, each with its replies.',
    params: idParamsSchema,
    response: questionsResponseSchema,
    errors: [403],
  }),
  createQuestion: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/questions',
    access: WRITERS,
    summary: 'Asks a question on a resource.',
    body: postQuestionRequestSchema,
    response: questionSchema,
    status: 201,
    errors: [404],
  }),
  createReply: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/questions/reply',
    access: WRITERS,
    summary: 'Replies to a question.',
    body: postReplyRequestSchema,
    response: replySchema,
    status: 201,
    errors: [404],
  }),
  deleteQuestion: defineEndpoint({
    service: 'api',
    method: 'DELETE',
    path: '/tech-journey/questions/:id',
    access: WRITERS,
    summary: 'Deletes one of the caller’s own questions, with its replies.',
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [404],
  }),
  deleteReply: defineEndpoint({
    service: 'api',
    method: 'DELETE',
    path: '/tech-journey/questions/reply/:id',
    access: WRITERS,
    summary: 'Deletes one of the caller’s own replies.',
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [404],
  }),
  reportQuestion: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/questions/report/:id',
    access: WRITERS,
    summary: 'Reports a question to the moderators; a second report by the same user is 409.',
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [409],
  }),
  reportReply: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/questions/reply/report/:id',
    access: WRITERS,
    summary: 'Reports a reply to the moderators; a second report by the same user is 409.',
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [409],
  }),
  getResourceRating: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/resource-ranking/average/:id',
    access: 'signed-in',
    summary: 'The average star rating of a resource and how many votes it has.',
    params: idParamsSchema,
    response: rankingAverageSchema,
    errors: [403],
  }),
  getMyResourceVote: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/resource-ranking/my/:id',
    access: WRITERS,
    summary: 'The caller’s own vote on a resource, null when none.',
    params: idParamsSchema,
    response: myVoteSchema,
  }),
  voteResource: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/resource-ranking',
    access: WRITERS,
    summary:
      'Votes 1-5 stars on a resource (a new vote replaces the old); answers the new average.',
    body: voteRequestSchema,
    response: rankingAverageSchema,
    errors: [404],
  }),
} as const;
