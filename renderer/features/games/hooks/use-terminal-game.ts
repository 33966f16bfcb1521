import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { gamesEndpoints } from '#common/api/games/endpoints.ts';
import type { TerminalRound } from '#common/api/games/terminal-game.ts';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import {
  apiErrorOf,
  ROUND_OVER_CODE,
  useAnswerTerminalTask,
  useStartTerminalRound,
} from '../api/terminal-game-calls.ts';

/** A task the player has answered, as the scrollback and the result screen show it. */
export interface AnsweredLine {
  number: number;
  prompt: string;
  answer: string;
  correct: boolean;
  expected: string;
  points: number;
}

/** Why the round ended: the time ran out, or every task was answered. */
export type RoundEnd = 'time' | 'done';

export type GameState =
  | { phase: 'ready' }
  | { phase: 'playing'; round: TerminalRound; deadline: number; lines: AnsweredLine[] }
  | {
      phase: 'over';
      round: TerminalRound;
      lines: AnsweredLine[];
      end: RoundEnd;
      /** The server's word on an answer it refused because the time was up. */
      refusal: string | null;
    };

/** How long the verdict on a wrong answer (with the expected command) stays on screen. */
export const FEEDBACK_MS = 3000;

const NOT_SENT_MESSAGE = 'Risposta non inviata: controlla la connessione e premi di nuovo Invio.';

/**
 * One game of "Terminale a tempo": start a round, answer its tasks one at a time, end it when
 * the countdown (from the server's time left) runs out, the server says the time is up, or
 * every task is answered. The server checks every answer and keeps the score; this hook only
 * shows what it says.
 */
export function useTerminalGame() {
  const queryClient = useQueryClient();
  const starting = useStartTerminalRound();
  const answering = useAnswerTerminalTask();
  const [state, setState] = useState<GameState>({ phase: 'ready' });
  const [feedback, setFeedback] = useState<AnsweredLine | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  // The verdict on the last answer (with the expected command when it was wrong) stays only
  // briefly, so the next task has the player's full attention.
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const refreshLeaderboard = useCallback(
    () => void invalidateEndpoints(queryClient, [gamesEndpoints.getTerminalLeaderboard]),
    [queryClient],
  );

  const end = useCallback(
    (how: RoundEnd, refusal: string | null = null) => {
      setState((current) =>
        current.phase === 'playing'
          ? { phase: 'over', round: current.round, lines: current.lines, end: how, refusal }
          : current,
      );
      setFeedback(null);
      setSendError(null);
      refreshLeaderboard();
    },
    [refreshLeaderboard],
  );

  const start = useCallback(() => {
    setFeedback(null);
    setSendError(null);
    starting.mutate(undefined, {
      onSuccess: (round) =>
        setState({ phase: 'playing', round, deadline: Date.now() + round.time_left_ms, lines: [] }),
    });
  }, [starting]);

  const submit = useCallback(
    (answer: string) => {
      if (state.phase !== 'playing' || answering.isPending || !state.round.task) return;
      const task = state.round.task;
      setSendError(null);
      answering.mutate(
        { roundId: state.round.id, task_number: task.number, answer },
        {
          onSuccess: (result) => {
            const line: AnsweredLine = {
              number: task.number,
              prompt: task.prompt,
              answer,
              correct: result.correct,
              expected: result.expected,
              points: result.points,
            };
            setFeedback(line);
            setState((current) => {
              if (current.phase === 'ready') return current;
              const lines = [...current.lines, line];
              // The countdown may have ended the game while the answer was on its way; the
              // server took it in time, so it still counts on the result screen.
              if (current.phase === 'over') return { ...current, round: result.round, lines };
              if (result.round.finished) {
                return { phase: 'over', round: result.round, lines, end: 'done', refusal: null };
              }
              return { ...current, round: result.round, lines };
            });
            if (result.round.finished) refreshLeaderboard();
          },
          onError: (error) => {
            const refusal = apiErrorOf(error);
            if (refusal?.code === ROUND_OVER_CODE) end('time', refusal.message);
            else setSendError(refusal?.message ?? NOT_SENT_MESSAGE);
          },
        },
      );
    },
    [state, answering, end, refreshLeaderboard],
  );

  return {
    state,
    start,
    starting: starting.isPending,
    startError: starting.isError ? (apiErrorOf(starting.error)?.message ?? NOT_STARTED) : null,
    submit,
    sending: answering.isPending,
    sendError,
    feedback,
    timeUp: useCallback(() => end('time'), [end]),
  };
}

const NOT_STARTED = 'Impossibile iniziare la partita. Controlla la connessione e riprova.';
