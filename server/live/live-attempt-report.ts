import type { AttemptDetail, TestAttempts } from '#common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { loadLiveSelection } from './live-attempt-repository.ts';
import { loadLiveQuiz } from './live-quiz-repository.ts';

/**
 * The terminated attempts of a live quiz by the students of a classroom of the professor
 * (null: not their classroom, or no such quiz), newest first.
 */
export async function classroomLiveAttempts(
  db: Queryable,
  professorId: string,
  classroomId: string,
  quizId: string,
): Promise<TestAttempts | null> {
  const owned = await db.query('SELECT 1 FROM classrooms WHERE id = $1 AND professor_id = $2', [
    classroomId,
    professorId,
  ]);
  const quiz = await db.query('SELECT 1 FROM live_quizzes WHERE id = $1', [quizId]);
  if (owned.length === 0 || quiz.length === 0) return null;
  const rows = await db.query<{
    attempt_id: string;
    student_id: string;
    name: string;
    score_percentage: number;
    passed: boolean;
    terminated_at: Date | string;
  }>(
    `SELECT a.id::text AS attempt_id, u.id::text AS student_id, u.name, a.score_percentage,
            a.passed, a.terminated_at
       FROM live_quiz_attempts a JOIN users u ON u.id = a.user_id
       JOIN classroom_students cs ON cs.student_id = a.user_id AND cs.classroom_id = $1
      WHERE a.quiz_id = $2 AND a.terminated_at IS NOT NULL
      ORDER BY a.terminated_at DESC, a.id DESC`,
    [classroomId, quizId],
  );
  return rows.map((row) => ({
    attempt_id: row.attempt_id,
    student: { id: row.student_id, name: row.name },
    score_percentage: row.score_percentage,
    passed: row.passed,
    terminated_at: new Date(row.terminated_at).toISOString(),
  }));
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
      WHERE a.id = $1 AND EXISTS (
        SELECT 1 FROM classroom_students cs JOIN classrooms cl ON cl.id = cs.classroom_id
         WHERE cs.student_id = a.user_id AND cl.professor_id = $2)`,
    [attemptId, professorId],
  );
  const quiz = row ? await loadLiveQuiz(db, row.quiz_id) : null;
  if (!row || !quiz) return null;
  const selection = await loadLiveSelection(db, attemptId);
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
