import type { AnswersReview } from '#common/api/quizzes/answers-review.ts';
import {
  professorQuizSchema,
  studentQuizSchema,
  type ProfessorQuiz,
  type StudentQuiz,
} from '#common/api/quizzes/quiz.ts';
import type { Selection } from '../../attempts/attempt-rules.ts';
import type { AttemptStanding } from '../../attempts/attempt-service.ts';
import type { StoredQuiz } from './quiz-repository.ts';

function quizHeader(quiz: StoredQuiz, standing: AttemptStanding | null) {
  return {
    id: quiz.id,
    resource_id: quiz.resourceId,
    entity_id: quiz.entityHexId,
    entity_title: quiz.entityTitle,
    title: quiz.title,
    kind: quiz.kind,
    pass_percentage: quiz.passPercentage,
    passed: standing?.passed ?? false,
    last_score: standing?.lastScore ?? null,
    attempt: standing?.attempt ?? null,
  };
}

/**
 * The student's view. Built field by field and then parsed with the strict schema: a `correct`
 * flag or an explanation added here by mistake fails loudly instead of reaching a student.
 */
export function toStudentQuiz(quiz: StoredQuiz, standing: AttemptStanding | null): StudentQuiz {
  return studentQuizSchema.parse({
    ...quizHeader(quiz, standing),
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
    ...quizHeader(quiz, null),
    questions: quiz.questions,
  });
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
