import { LIVE_QUIZ_SESSION_MINUTES } from '#common/api/live/quizzes.ts';
import type { QuizSource } from '../attempts/attempt-service.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { inOpenSession, loadLiveQuiz, type StoredLiveQuiz } from './live-quiz-repository.ts';

const SESSION_MS = LIVE_QUIZ_SESSION_MINUTES * 60_000;

/** When the sessions still open at `now` were opened at the earliest. */
export const openSessionsSince = (now: Date) => new Date(now.getTime() - SESSION_MS);

/** When a session opened at `openedAt` closes. */
export const sessionClosesAt = (openedAt: Date) => new Date(openedAt.getTime() + SESSION_MS);

export const NOT_IN_SESSION_MESSAGE =
  'Il quiz non è aperto per te: aspetta che il professore apra la sessione.';

/**
 * A live quiz as the attempt engine takes it: the journey's rules, attempts in their own table,
 * and one condition of its own: a student opens an attempt only while a session a professor
 * opened names them (an open attempt is resumed and handed in even after the session ends, as
 * saves and hand-ins always were). Live quizzes award no points.
 */
export function liveQuizSource(quiz: StoredLiveQuiz): QuizSource<StoredLiveQuiz> {
  return {
    kind: 'live',
    quiz,
    atVersion: async (db, version) => {
      const atVersion = await loadLiveQuiz(db, quiz.id, version);
      if (!atVersion) throw notFound();
      return atVersion;
    },
    checkNewAttempt: async (db, userId, now) => {
      if (!(await inOpenSession(db, quiz.id, userId, openSessionsSince(now)))) {
        throw conflict(NOT_IN_SESSION_MESSAGE);
      }
    },
  };
}
