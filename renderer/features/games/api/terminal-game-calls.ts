import { useMutation, useQuery } from '@tanstack/react-query';
import axios from 'axios';
import { apiErrorSchema, type ApiError } from '#common/api/errors.ts';
import { gamesEndpoints } from '#common/api/games/endpoints.ts';
import type { TerminalAnswerBody } from '#common/api/games/terminal-game.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** The code the server answers (409) for an answer that came after the round's end. */
export const ROUND_OVER_CODE = 'game_round_over';

export const TERMINAL_LEADERBOARD_KEY = ['games', 'terminal', 'leaderboard'] as const;

/** The leaderboard; the page shows its own loading, empty and error states, so no toast. */
export function useTerminalLeaderboard() {
  const { http } = useServices();
  return useQuery({
    queryKey: TERMINAL_LEADERBOARD_KEY,
    queryFn: () =>
      request(http, gamesEndpoints.getTerminalLeaderboard, {}, { skipErrorToast: true }),
  });
}

/** Starts a round; the game shows a failure itself, next to the button that retries. */
export function useStartTerminalRound() {
  const { http } = useServices();
  return useMutation({
    mutationFn: () =>
      request(http, gamesEndpoints.startTerminalRound, {}, { skipErrorToast: true }),
  });
}

/** Sends one answer; a refusal (time up, network) is shown inside the terminal, not as a toast. */
export function useAnswerTerminalTask() {
  const { http } = useServices();
  return useMutation({
    mutationFn: (input: { roundId: string } & TerminalAnswerBody) =>
      request(
        http,
        gamesEndpoints.answerTerminalTask,
        {
          params: { id: input.roundId },
          body: { task_number: input.task_number, answer: input.answer },
        },
        { skipErrorToast: true },
      ),
  });
}

/** The server's error answer of a failed call, or null (no answer: the network failed). */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!axios.isAxiosError(error) || !error.response) return null;
  const parsed = apiErrorSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : null;
}
