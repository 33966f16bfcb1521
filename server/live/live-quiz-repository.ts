import type { QuestionType } from '#common/api/quizzes/kinds.ts';
import type { Queryable } from '../db/database.ts';
import { followedCoursesSql } from './followed-course-repository.ts';

export interface StoredLiveQuiz {
  id: string;
  courseId: string;
  episodeId: string | null;
  title: string;
  passPercentage: number;
  /** The version whose questions these are. */
  version: number;
  /** Whether an import retired it, its course or its episode (migration 021). */
  retired: boolean;
  questions: Array<{
    id: string;
    text: string;
    type: QuestionType;
    answers: Array<{ id: string; text: string; correct: boolean }>;
  }>;
}

/**
 * A live quiz with the questions and answers of one version (default: the current one) in order
 * (null: no such quiz).
 */
export async function loadLiveQuiz(
  db: Queryable,
  quizId: string,
  version?: number,
): Promise<StoredLiveQuiz | null> {
  const [quiz] = await db.query<{
    id: string;
    course_id: string;
    episode_id: string | null;
    title: string;
    pass_percentage: number;
    version: number;
    retired: boolean;
  }>(
    `SELECT q.id::text AS id, q.course_id::text AS course_id, q.episode_id::text AS episode_id,
            q.title, q.pass_percentage, q.version,
            (q.retired_at IS NOT NULL OR c.retired_at IS NOT NULL
              OR ep.retired_at IS NOT NULL) AS retired
       FROM live_quizzes q JOIN live_courses c ON c.id = q.course_id
       LEFT JOIN live_episodes ep ON ep.id = q.episode_id
      WHERE q.id = $1`,
    [quizId],
  );
  if (!quiz) return null;
  const questionsVersion = version ?? Number(quiz.version);
  const rows = await db.query<{
    question_id: string;
    question_text: string;
    type: QuestionType;
    answer_id: string;
    answer_text: string;
    correct: boolean;
  }>(
    `SELECT q.id::text AS question_id, q.text AS question_text, q.type,
            a.id::text AS answer_id, a.text AS answer_text, a.correct
       FROM live_quiz_questions q JOIN live_quiz_answers a ON a.question_id = q.id
      WHERE q.quiz_id = $1
        AND q.first_version <= $2 AND (q.last_version IS NULL OR q.last_version >= $2)
      ORDER BY q.position, a.position`,
    [quizId, questionsVersion],
  );
  const questions: StoredLiveQuiz['questions'] = [];
  for (const row of rows) {
    let question = questions.at(-1);
    if (question?.id !== row.question_id) {
      question = { id: row.question_id, text: row.question_text, type: row.type, answers: [] };
      questions.push(question);
    }
    question.answers.push({ id: row.answer_id, text: row.answer_text, correct: row.correct });
  }
  return {
    id: quiz.id,
    courseId: quiz.course_id,
    episodeId: quiz.episode_id,
    title: quiz.title,
    passPercentage: quiz.pass_percentage,
    version: questionsVersion,
    retired: quiz.retired,
    questions,
  };
}

/** Whether the student's class follows the course. */
export async function followsCourse(
  db: Queryable,
  studentId: string,
  courseId: string,
): Promise<boolean> {
  const rows = await db.query(`SELECT 1 WHERE $2::bigint IN (${followedCoursesSql('student')})`, [
    studentId,
    courseId,
  ]);
  return rows.length > 0;
}

/** Whether a session opened after `openedAfter` names the student for this quiz. */
export async function inOpenSession(
  db: Queryable,
  quizId: string,
  studentId: string,
  openedAfter: Date,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM live_quiz_sessions s
       JOIN live_quiz_session_students st ON st.session_id = s.id AND st.student_id = $2
      WHERE s.quiz_id = $1 AND s.opened_at > $3 LIMIT 1`,
    [quizId, studentId, openedAfter],
  );
  return rows.length > 0;
}

/**
 * Of these students, the ones enabled in an active classroom of the professor (`own`), and of
 * those the ones in such a classroom that follows the course (`following`).
 */
export async function sessionCandidates(
  db: Queryable,
  input: { professorId: string; courseId: string; studentIds: readonly string[] },
): Promise<{ own: Set<string>; following: Set<string> }> {
  const rows = await db.query<{ student_id: string; following: boolean }>(
    `SELECT cs.student_id::text AS student_id,
            bool_or(EXISTS (SELECT 1 FROM live_course_subscriptions s
                             WHERE s.classroom_id = cl.id AND s.course_id = $2)) AS following
       FROM classroom_students cs JOIN classrooms cl ON cl.id = cs.classroom_id
      WHERE cl.professor_id = $1 AND NOT cl.archived AND cs.state = 'enabled'
        AND cs.student_id = ANY (string_to_array($3, ',')::bigint[])
      GROUP BY cs.student_id`,
    [input.professorId, input.courseId, input.studentIds.join(',')],
  );
  return {
    own: new Set(rows.map((row) => row.student_id)),
    following: new Set(rows.filter((row) => row.following).map((row) => row.student_id)),
  };
}

export async function insertLiveQuizSession(
  tx: Queryable,
  input: { quizId: string; professorId: string; studentIds: readonly string[]; now: Date },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO live_quiz_sessions (quiz_id, professor_id, opened_at) VALUES ($1, $2, $3)
     RETURNING id::text AS id`,
    [input.quizId, input.professorId, input.now],
  );
  await tx.query(
    `INSERT INTO live_quiz_session_students (session_id, student_id)
     SELECT $1, unnest(string_to_array($2, ',')::bigint[])`,
    [row!.id, input.studentIds.join(',')],
  );
  return row!.id;
}
