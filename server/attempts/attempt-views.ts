import type { Attempt } from '#common/api/quizzes/attempt.ts';
import type { QuestionType } from '#common/api/quizzes/kinds.ts';
import type { Selection } from './attempt-rules.ts';

/** What an attempt shows of a quiz of any kind: its questions and answers, never the key. */
interface AttemptQuiz {
  id: string;
  questions: ReadonlyArray<{
    id: string;
    type: QuestionType;
    answers: ReadonlyArray<{ id: string }>;
  }>;
}

/** An open attempt: every question in order with the selected answers. */
export function toAttempt(quiz: AttemptQuiz, attemptId: string, selection: Selection): Attempt {
  return {
    id: attemptId,
    quiz_id: quiz.id,
    questions: quiz.questions.map((question) => ({
      id: question.id,
      type: question.type,
      answers: question.answers.map((answer) => ({
        id: answer.id,
        selected: selection.get(question.id)?.has(answer.id) ?? false,
      })),
    })),
  };
}
