import type { StudentQuiz } from '#common/api/quizzes/quiz.ts';
import { useQuizAttempt } from '../../../components/quiz/use-quiz-attempt.ts';
import { useQuitAttempt } from '../api/quit-attempt.ts';
import { useSaveAnswers } from '../api/save-answers.ts';
import { useStartAttempt } from '../api/start-attempt.ts';
import { useTerminateAttempt } from '../api/terminate-attempt.ts';

/** The attempt of a journey quiz or final test, through the quiz area's calls. */
export function useJourneyAttempt(quiz: StudentQuiz) {
  return useQuizAttempt(quiz, {
    start: useStartAttempt(quiz.id, quiz.kind),
    save: useSaveAnswers(),
    terminate: useTerminateAttempt(quiz.id, quiz.kind),
    quit: useQuitAttempt(quiz.id),
  });
}
