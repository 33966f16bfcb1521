import type { InternalAxiosRequestConfig } from 'axios';
import type { Episode } from '#common/api/journey/episode.ts';
import type { Question, Reply } from '#common/api/journey/questions.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { pathOf, type FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';

export const MODULE_ID = 'b'.repeat(24);

const NOT_FOUND: FakeAnswer = {
  status: 404,
  data: { message: 'Risorsa non trovata.', code: 'not_found' },
};

/** What the episode page sent, for tests that check a call and its body or headers. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  headers: unknown;
}

/** A post the signed-in student has just written, as the server answers it. */
const ownPost = (id: string, text: string): Reply => ({
  id,
  text,
  created_at: '2026-03-09T10:00:00Z',
  author: { user_id: '5', name: 'Giulia Bianchi' },
  own: true,
});

/**
 * A server for one resource: remembers completion, questions and the vote. Every call is logged
 * in `sent`; a call it does not know is left to renderApp's default (404).
 */
export function fakeEpisodeApi(episode: Episode, initialQuestions: unknown[] = []) {
  let completed = false;
  let vote: number | null = null;
  const questions: unknown[] = [...initialQuestions];
  const sent: SentCall[] = [];
  const ofThisResource = (answer: () => FakeAnswer) => (call: { params: { id?: string } }) =>
    call.params.id === episode.id ? answer() : NOT_FOUND;

  const answer = answerFrom([
    on(
      resourceEndpoints.getEpisode,
      ofThisResource(() => ({ status: 200, data: { ...episode, completed } })),
    ),
    on(
      resourceEndpoints.getNextResource,
      ofThisResource(() => ({ status: 204 })),
    ),
    on(
      resourceEndpoints.getResourceNavigation,
      ofThisResource(() => ({
        status: 200,
        data: {
          previous: null,
          next: { id: '43', type: 'quiz', title: 'Quiz del modulo', entity_id: MODULE_ID },
        },
      })),
    ),
    on(
      resourceEndpoints.completeExercise,
      ofThisResource(() => {
        completed = true;
        return { status: 204 };
      }),
    ),
    on(
      resourceEndpoints.listQuestions,
      ofThisResource(() => ({ status: 200, data: questions })),
    ),
    on(resourceEndpoints.createQuestion, ({ body }) => {
      const text = (body as { text: string }).text;
      const question: Question = { ...ownPost(String(questions.length + 1), text), replies: [] };
      questions.unshift(question);
      return { status: 201, data: question };
    }),
    on(resourceEndpoints.createReply, ({ body }) => ({
      status: 201,
      data: ownPost('99', (body as { text: string }).text),
    })),
    on(resourceEndpoints.deleteQuestion, { status: 204 }),
    on(resourceEndpoints.deleteReply, { status: 204 }),
    on(resourceEndpoints.reportReply, ({ params }) =>
      params.id === '9'
        ? { status: 409, data: { message: 'Già segnalato.', code: 'conflict' } }
        : NOT_FOUND,
    ),
    on(
      resourceEndpoints.getResourceRating,
      ofThisResource(() => ({
        status: 200,
        data: vote ? { average: vote, votes: 1 } : { average: null, votes: 0 },
      })),
    ),
    on(
      resourceEndpoints.getMyResourceVote,
      ofThisResource(() => ({ status: 200, data: { vote } })),
    ),
    on(resourceEndpoints.voteResource, ({ body }) => {
      vote = (body as { vote: number }).vote;
      return { status: 200, data: { average: vote, votes: 1 } };
    }),
    on(
      quizEndpoints.getTrackerToken,
      ofThisResource(() => ({ status: 200, data: { tracker_token: 'tracker.jwt' } })),
    ),
    on(
      quizEndpoints.sendTrackerPing,
      ofThisResource(() => ({
        status: 200,
        data: { watched_seconds: 10, required_seconds: 54, can_complete: false },
      })),
    ),
    on(
      quizEndpoints.completeVideoLesson,
      ofThisResource(() => ({
        status: 409,
        data: { message: 'Guarda la lezione fino alla fine per completarla.', code: 'conflict' },
      })),
    ),
  ]);

  const handler = (request: InternalAxiosRequestConfig) => {
    const path = pathOf(request);
    const method = request.method?.toUpperCase() ?? 'GET';
    const body =
      typeof request.data === 'string' ? (JSON.parse(request.data) as unknown) : undefined;
    sent.push({ method, path, body, headers: request.headers });
    // The page's to-do button reads the journey area's list: an empty one is enough here.
    if (path === '/tech-journey/todolist') return { status: 200, data: [] };
    return answer(request);
  };
  return { handler, sent };
}
