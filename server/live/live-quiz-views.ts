import type {
  LiveQuizReview,
  ProfessorLiveQuiz,
  StudentLiveQuiz,
} from '#common/api/live/quizzes.ts';
import type { Selection } from '../attempts/attempt-rules.ts';
import type { StoredLiveQuiz } from './live-quiz-repository.ts';

const fieldsOf = (quiz: StoredLiveQuiz) => ({
  id: quiz.id,
  course_id: quiz.courseId,
  episode_id: quiz.episodeId,
  title: quiz.title,
  pass_percentage: quiz.passPercentage,
});

/** The student's view: no key (the strict schema would refuse one). */
export function toStudentLiveQuiz(
  quiz: StoredLiveQuiz,
  state: Pick<StudentLiveQuiz, 'in_session' | 'passed' | 'last_score' | 'attempt'>,
): StudentLiveQuiz {
  return {
    ...fieldsOf(quiz),
    questions: quiz.questions.map((question) => ({
      id: question.id,
      text: question.text,
      type: question.type,
      answers: question.answers.map((answer) => ({ id: answer.id, text: answer.text })),
    })),
    ...state,
  };
}

export function toProfessorLiveQuiz(quiz: StoredLiveQuiz): ProfessorLiveQuiz {
  return { ...fieldsOf(quiz), questions: quiz.questions };
}

export function toLiveQuizReview(
  quiz: StoredLiveQuiz,
  selection: Selection,
  result: { scorePercentage: number; passed: boolean },
): LiveQuizReview {
  return {
    ...fieldsOf(quiz),
    score_percentage: result.scorePercentage,
    passed: result.passed,
    questions: quiz.questions.map((question) => ({
      ...question,
      answers: question.answers.map((answer) => ({
        ...answer,
        selected: selection.get(question.id)?.has(answer.id) ?? false,
      })),
    })),
  };
}
