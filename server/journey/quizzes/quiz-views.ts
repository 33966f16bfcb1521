import type { AnswersReview } from '#common/api/quizzes/answers-review.ts';
import type { Attempt } from '#common/api/quizzes/attempt.ts';
import type { QuestionType } from '#common/api/quizzes/kinds.ts';
import {
  professorQuizSchema,
  studentQuizSchema,
  type ProfessorQuiz,
  type StudentQuiz,
} from '#common/api/quizzes/quiz.ts';
import type { Selection } from './attempt-rules.ts';
import type { AttemptRecord } from './attempt-repository.ts';
import type { StoredQuiz } from './quiz-repository.ts';

/** Where the caller stands with the quiz (professors and other roles: nothing). */
export interface CallerState {
  record: AttemptRecord | null;
  attempt: Attempt | null;
}

function quizHeader(quiz: StoredQuiz, state: CallerState) {
  return {
    id: quiz.id,
    resource_id: quiz.resourceId,
    entity_id: quiz.entityHexId,
    entity_title: quiz.entityTitle,
    title: quiz.title,
    kind: quiz.kind,
    pass_percentage: quiz.passPercentage,
    passed: state.record?.passed ?? false,
    last_score: state.record?.lastScore ?? null,
    attempt: state.attempt,
  };
}

/**
 * The student's view. Built field by field and then parsed with the strict schema: a `correct`
 * flag or an explanation added here by mistake fails loudly instead of reaching a student.
 */
export function toStudentQuiz(quiz: StoredQuiz, state: CallerState): StudentQuiz {
  return studentQuizSchema.parse({
    ...quizHeader(quiz, state),
    questions: quiz.questions.map((question) => ({
      id: question.id,
      text: question.text,
      type: question.type,
      answers: question.answers.map((answer) => ({ id: answer.id, text: answer.text })),
    })),
  });
}

/** The professor's view: the same quiz with the correct answers and explanations. */
export function toProfessorQuiz(quiz: StoredQuiz): ProfessorQuiz {
  return professorQuizSchema.parse({
    ...quizHeader(quiz, { record: null, attempt: null }),
    questions: quiz.questions,
  });
}

/** What an attempt shows of a quiz (a journey quiz or a live one): its questions and answers. */
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

/** The correct answers with explanations, and what the caller selected (professors: nothing). */
export function toAnswersReview(
  quiz: StoredQuiz,
  scorePercentage: number | null,
  selection: Selection,
): AnswersReview {
  return {
    quiz_id: quiz.id,
    title: quiz.title,
    score_percentage: scorePercentage,
    questions: quiz.questions.map((question) => ({
      id: question.id,
      text: question.text,
      type: question.type,
      explanation: question.explanation,
      answers: question.answers.map((answer) => ({
        ...answer,
        selected: selection.get(question.id)?.has(answer.id) ?? false,
      })),
    })),
  };
}
