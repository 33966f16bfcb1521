import type { AttemptDetail, TestAttempts } from '#common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { classroomAttempts } from '../reports/classroom-report-repository.ts';
import { liveQuizExists, ownStudentLiveAttempt } from './live-classroom-report-repository.ts';
import { loadSelection } from '../attempts/attempt-repository.ts';
import { loadLiveQuiz } from './live-quiz-repository.ts';

/**
 * The terminated attempts of a live quiz by a classroom's students (null: no such quiz), newest
 * first; the caller has checked the classroom is the professor's.
 */
export async function classroomLiveAttempts(
  db: Queryable,
  classroomId: string,
  quizId: string,
): Promise<TestAttempts | null> {
  if (!(await liveQuizExists(db, quizId))) return null;
  return classroomAttempts(db, 'live_quiz_attempts', classroomId, quizId);
}

/**
 * A live attempt of a student in one of the professor's classrooms (null: none such), with the
 * questions of the version it was taken on; served for a retired quiz too (it is history).
 */
export async function liveAttemptDetail(
  db: Queryable,
  professorId: string,
  attemptId: string,
): Promise<AttemptDetail | null> {
  const row = await ownStudentLiveAttempt(db, professorId, attemptId);
  const quiz = row ? await loadLiveQuiz(db, row.quiz_id, Number(row.quiz_version)) : null;
  if (!row || !quiz) return null;
  const selection = await loadSelection(db, 'live', attemptId);
  return {
    attempt_id: attemptId,
    student: { id: row.student_id, name: row.name },
    quiz: { id: quiz.id, title: quiz.title },
    score_percentage: row.score_percentage,
    passed: row.passed,
    terminated_at: row.terminated_at === null ? null : new Date(row.terminated_at).toISOString(),
    questions: quiz.questions.map((question) => ({
      id: question.id,
      text: question.text,
      type: question.type,
      answers: question.answers.map((answer) => ({
        ...answer,
        selected: selection.get(question.id)?.has(answer.id) ?? false,
      })),
    })),
  };
}
