import { useReducer, useState } from 'react';
import type { Attempt, SaveAnswersRequest } from '#common/api/quizzes/attempt.ts';
import {
  attemptReducer,
  currentQuestion,
  IDLE_ATTEMPT,
  isLastStep,
  selectedIds,
} from './attempt-machine.ts';

/** One server call of an attempt, as a TanStack mutation offers it. */
interface AttemptCall<Input, Output> {
  mutateAsync: (input: Input) => Promise<Output>;
  isPending: boolean;
}

/** What the score of a terminated attempt says, whatever the kind of quiz. */
export interface AttemptScore {
  correct: number;
  total: number;
  score_percentage: number;
  passed: boolean;
}

/**
 * The server calls of one quiz's attempt: journey quizzes, final tests and live quizzes each
 * supply theirs; the attempt behaves the same for all (spec 02 §4).
 */
export interface AttemptCalls<Result extends AttemptScore> {
  start: AttemptCall<void, Attempt>;
  save: AttemptCall<SaveAnswersRequest, Attempt>;
  terminate: AttemptCall<void, Result>;
  quit: AttemptCall<void, void>;
}

/**
 * A quiz attempt on screen: the pure state machine, kept in step with the server. Forward saves
 * the answer first and advances only once the server took it; on the last question the attempt
 * is terminated and the result kept. A failed call already showed its toast, so it is swallowed.
 */
export function useQuizAttempt<Result extends AttemptScore>(
  quiz: { id: string; passed: boolean },
  calls: AttemptCalls<Result>,
) {
  const [state, dispatch] = useReducer(attemptReducer, IDLE_ATTEMPT);
  const [result, setResult] = useState<Result | null>(null);
  // Whether the quiz was already passed when this attempt began: the quiz refetched after the
  // result says passed either way, and a result can mean something else on a first pass than on
  // a repeat (journey: the points were had already).
  const [passedBefore, setPassedBefore] = useState(quiz.passed);
  const { start, save, terminate, quit } = calls;

  const begin = async (restart: boolean) => {
    try {
      const attempt = await start.mutateAsync();
      setPassedBefore(quiz.passed);
      setResult(null);
      dispatch({ type: restart ? 'restart' : 'start', questions: attempt.questions });
    } catch {
      // The HTTP layer showed the error.
    }
  };

  const forward = async () => {
    const question = currentQuestion(state);
    if (!question) return;
    const last = isLastStep(state);
    try {
      const attempt = await save.mutateAsync({
        quiz_id: quiz.id,
        question: { question_id: question.id, answers: selectedIds(question) },
      });
      dispatch({ type: 'sync', questions: attempt.questions });
      dispatch({ type: 'forward' });
    } catch {
      // The HTTP layer showed the error; the attempt stays on this question.
      return;
    }
    if (last) await finish();
  };

  /** Terminates a completed attempt; called again by the page when the first call failed. */
  const finish = async () => {
    try {
      setResult(await terminate.mutateAsync());
    } catch {
      // The HTTP layer showed the error; the page offers to terminate again.
    }
  };

  const abandon = async () => {
    try {
      await quit.mutateAsync();
      dispatch({ type: 'quit' });
      setResult(null);
    } catch {
      // The HTTP layer showed the error.
    }
  };

  return {
    state,
    result,
    passedBefore,
    busy: start.isPending || save.isPending || terminate.isPending || quit.isPending,
    quitting: quit.isPending,
    begin,
    forward,
    finish,
    abandon,
    choose: (answerIds: readonly string[]) => dispatch({ type: 'answer', answerIds }),
    back: () => dispatch({ type: 'back' }),
    goTo: (step: number) => dispatch({ type: 'goto', step }),
  };
}

export type QuizAttempt = ReturnType<typeof useQuizAttempt>;
