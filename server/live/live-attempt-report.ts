import type { AttemptDetail, TestAttempts } from '#common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { classroomAttempts } from '../reports/classroom-report-repository.ts';
import { ownStudentIdsSql } from '../reports/ownership.ts';
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
  const quiz = await db.query('SELECT 1 FROM live_quizzes WHERE id = $1', [quizId]);
  if (quiz.length === 0) return null;
  return classroomAttempts(db, 'live_quiz_attempts', classroomId, quizId);
}

/** A live attempt of a student in one of the professor's classrooms (null: none such). */
export async function liveAttemptDetail(
  db: Queryable,
  professorId: string,
  attemptId: string,
): Promise<AttemptDetail | null> {
  const [row] = await db.query<{
    quiz_id: string;
    student_id: string;
    name: string;
    score_percentage: number | null;
    passed: boolean | null;
    terminated_at: Date | string | null;
  }>(
    `SELECT a.quiz_id::text AS quiz_id, u.id::text AS student_id, u.name, a.score_percentage,
            a.passed, a.terminated_at
       FROM live_quiz_attempts a JOIN users u ON u.id = a.user_id
      WHERE a.id = $1 AND a.user_id IN (${ownStudentIdsSql(2)})`,
    [attemptId, professorId],
  );
  const quiz = row ? await loadLiveQuiz(db, row.quiz_id) : null;
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
