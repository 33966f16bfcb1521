import type { FastifyInstance } from 'fastify';
import { gamesEndpoints } from '#common/api/games/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { conflict, HttpError, notFound } from '../http/http-error.ts';
import { requireUnlockedJourneyOnEveryRoute } from '../journey/journey-lock.ts';
import { terminalLeaderboard } from './terminal-leaderboard.ts';
import {
  answerTerminalTask,
  findTerminalRound,
  startTerminalRound,
} from './terminal-round-service.ts';
import { viewerFromClaims } from '../privacy/student-access.ts';

export const ROUND_OVER_CODE = 'game_round_over';
export const TIME_UP_MESSAGE = 'Tempo scaduto: la partita è finita e questa risposta non conta.';
const ALL_ANSWERED_MESSAGE = 'La partita è finita: hai già risposto a tutte le sfide.';
const ALREADY_ANSWERED_MESSAGE = 'Hai già risposto a questa sfida.';
const NOT_CURRENT_MESSAGE = 'Questa non è la sfida in corso.';

/**
 * The games area (mounted under /api/tj): "Terminale a tempo". Development environment only
 * (spec 01 §2), like the LTI area: the declarations say so (`devOnly`), so elsewhere route()
 * registers none of them and every path answers 404. A student with a locked journey is refused (403), as on every route of the
 * learning journey: the UI keeps such a student on /welcome, the API must refuse on its own.
 */
export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const now = () => new Date(services.clock());
  requireUnlockedJourneyOnEveryRoute(app);

  route(app, gamesEndpoints.startTerminalRound, async ({ auth, reply }) => {
    reply.header('cache-control', 'no-store');
    return startTerminalRound(services.db, auth.user_id, now());
  });

  route(app, gamesEndpoints.getTerminalRound, async ({ params, auth, reply }) => {
    const round = await findTerminalRound(services.db, params.id, auth.user_id, now());
    if (!round) throw notFound();
    reply.header('cache-control', 'no-store');
    return round;
  });

  route(app, gamesEndpoints.answerTerminalTask, async ({ params, body, auth, reply }) => {
    const outcome = await answerTerminalTask(services.db, {
      roundId: params.id,
      userId: auth.user_id,
      taskNumber: body.task_number,
      answer: body.answer,
      now: now(),
    });
    switch (outcome.kind) {
      case 'not-found':
        throw notFound();
      case 'time-up':
        throw new HttpError(409, ROUND_OVER_CODE, TIME_UP_MESSAGE);
      case 'finished':
        throw new HttpError(409, ROUND_OVER_CODE, ALL_ANSWERED_MESSAGE);
      case 'already-answered':
        throw conflict(ALREADY_ANSWERED_MESSAGE);
      case 'not-current':
        throw conflict(NOT_CURRENT_MESSAGE);
      case 'answered': {
        reply.header('cache-control', 'no-store');
        const { kind: _kind, ...result } = outcome;
        return result;
      }
    }
  });

  route(app, gamesEndpoints.getTerminalLeaderboard, async ({ auth, reply }) => {
    reply.header('cache-control', 'no-store');
    return terminalLeaderboard(services.db, viewerFromClaims(auth));
  });
}
