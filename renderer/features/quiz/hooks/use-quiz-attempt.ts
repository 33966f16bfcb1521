import { useReducer, useState } from 'react';
import type { AttemptResult } from '#common/api/quizzes/attempt.ts';
import type { StudentQuiz } from '#common/api/quizzes/quiz.ts';
import { useQuitAttempt } from '../api/quit-attempt.ts';
import { useSaveAnswers } from '../api/save-answers.ts';
import { useStartAttempt } from '../api/start-attempt.ts';
import { useTerminateAttempt } from '../api/terminate-attempt.ts';
import {
  attemptReducer,
  currentQuestion,
  IDLE_ATTEMPT,
  isLastStep,
  selectedIds,
} from '../model/attempt-machine.ts';

/**
 * The quiz page's attempt: the pure state machine, kept in step with the server. Forward saves
 * the answer first and advances only once the server took it; on the last question the attempt
 * is terminated and the result kept. A failed call already showed its toast, so it is swallowed.
 */
export function useQuizAttempt(quiz: StudentQuiz) {
  const [state, dispatch] = useReducer(attemptReducer, IDLE_ATTEMPT);
  const [result, setResult] = useState<AttemptResult | null>(null);
  // Whether the quiz was already passed when this attempt began: the quiz refetched after the
  // result says passed either way, and a result without points means something else on a first
  // pass (the entity still has other resources) than on a repeat (the points were had).
  const [passedBefore, setPassedBefore] = useState(quiz.passed);
  const start = useStartAttempt(quiz.id, quiz.kind);
  const save = useSaveAnswers();
  const terminate = useTerminateAttempt(quiz.id, quiz.kind);
  const quit = useQuitAttempt(quiz.id);

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
