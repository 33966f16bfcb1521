import { defineEndpoint } from '../endpoint.ts';
import {
  terminalAnswerBodySchema,
  terminalAnswerResultSchema,
  terminalLeaderboardSchema,
  terminalRoundParamsSchema,
  terminalRoundSchema,
} from './terminal-game.ts';

/**
 * The games area (under /api/tj), development environment only (spec 01 §2): elsewhere every
 * path answers 404. The route table lets all four roles into /games there, so every signed-in
 * user may play; a round is its player's alone (another user's answers 404). A student whose
 * journey is still locked is refused (403), as on every learning-journey route.
 */
export const gamesEndpoints = {
  startTerminalRound: defineEndpoint({
    devOnly: true,
    service: 'api',
    method: 'POST',
    path: '/games/terminal/rounds',
    access: 'signed-in',
    summary: 'Starts a 60-second round of "Terminale a tempo": the round and its first task.',
    response: terminalRoundSchema,
    status: 201,
    errors: [403],
  }),
  getTerminalRound: defineEndpoint({
    devOnly: true,
    service: 'api',
    method: 'GET',
    path: '/games/terminal/rounds/:id',
    access: 'signed-in',
    summary: "One of the caller's rounds as it stands: score, time left, current task.",
    params: terminalRoundParamsSchema,
    response: terminalRoundSchema,
    errors: [403, 404],
  }),
  answerTerminalTask: defineEndpoint({
    devOnly: true,
    service: 'api',
    method: 'POST',
    path: '/games/terminal/rounds/:id/answers',
    access: 'signed-in',
    summary:
      'Answers the current task: correct or not, the expected command, the points, the next task.',
    params: terminalRoundParamsSchema,
    body: terminalAnswerBodySchema,
    response: terminalAnswerResultSchema,
    errors: [403, 404, 409],
  }),
  getTerminalLeaderboard: defineEndpoint({
    devOnly: true,
    service: 'api',
    method: 'GET',
    path: '/games/terminal/leaderboard',
    access: 'signed-in',
    studentData: { part: 'ranking-name', listed: true },
    summary: "Best score per player: the first ten and the caller's own position.",
    response: terminalLeaderboardSchema,
    errors: [403],
  }),
} as const;
