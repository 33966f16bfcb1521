import { useQuery } from '@tanstack/react-query';
import axios from 'axios';
import { apiErrorSchema, type ApiError } from '#common/api/errors.ts';
import { gamesEndpoints } from '#common/api/games/endpoints.ts';
import type { TerminalAnswerBody } from '#common/api/games/terminal-game.ts';
import { endpointQuery, useEndpointMutation } from '../../../lib/query/index.ts';

/** The code the server answers (409) for an answer that came after the round's end. */
export const ROUND_OVER_CODE = 'game_round_over';

/** The leaderboard; the page shows its own loading, empty and error states, so no toast. */
export function useTerminalLeaderboard() {
  return useQuery(
    endpointQuery(gamesEndpoints.getTerminalLeaderboard, {}, { request: { skipErrorToast: true } }),
  );
}

/** Starts a round; the game shows a failure itself, next to the button that retries. */
export function useStartTerminalRound() {
  return useEndpointMutation(gamesEndpoints.startTerminalRound, {
    args: (_: void) => ({}),
    request: { skipErrorToast: true },
  });
}

/** Sends one answer; a refusal (time up, network) is shown inside the terminal, not as a toast. */
export function useAnswerTerminalTask() {
  return useEndpointMutation(gamesEndpoints.answerTerminalTask, {
    args: (input: { roundId: string } & TerminalAnswerBody) => ({
      params: { id: input.roundId },
      body: { task_number: input.task_number, answer: input.answer },
    }),
    request: { skipErrorToast: true },
  });
}

/** The server's error answer of a failed call, or null (no answer: the network failed). */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!axios.isAxiosError(error) || !error.response) return null;
  const parsed = apiErrorSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : null;
}
