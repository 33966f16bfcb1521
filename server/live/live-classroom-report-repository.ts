import type { Queryable } from '../db/database.ts';
import { ownStudentIdsSql } from '../reports/ownership-repository.ts';

/** The live quizzes of the courses the classroom follows, with who of it took and passed them. */
export async function classroomLiveTests(db: Queryable, classroomId: string) {
  return db.query<{
    quiz_id: string;
    title: string;
    course_id: string;
    course_title: string;
    took: number;
    passed: number;
  }>(
    `SELECT q.id::text AS quiz_id, q.title, c.id::text AS course_id, c.title AS course_title,
            count(DISTINCT a.user_id)::int AS took,
            count(DISTINCT a.user_id) FILTER (WHERE a.passed)::int AS passed
       FROM live_course_subscriptions s
       JOIN live_courses c ON c.id = s.course_id
       JOIN live_quizzes q ON q.course_id = c.id
       LEFT JOIN live_quiz_attempts a ON a.quiz_id = q.id AND a.terminated_at IS NOT NULL
        AND a.user_id IN (SELECT student_id FROM classroom_students WHERE classroom_id = $1)
      WHERE s.classroom_id = $1
      GROUP BY q.id, q.title, c.id, c.title ORDER BY c.title, q.id`,
    [classroomId],
  );
}

/**
 * Each live quiz of the course with how many students of each of the professor's classrooms
 * passed it: one row per quiz and classroom (classroom_id null: the professor has none).
 */
export async function liveCourseCertificateRows(
  db: Queryable,
  professorId: string,
  courseId: string,
) {
  return db.query<{
    quiz_id: string;
    title: string;
    classroom_id: string | null;
    obtained_count: number;
  }>(
    `SELECT q.id::text AS quiz_id, q.title, cl.id::text AS classroom_id,
            count(DISTINCT a.user_id) FILTER (WHERE a.passed)::int AS obtained_count
       FROM live_quizzes q
       LEFT JOIN classrooms cl ON cl.professor_id = $1
       LEFT JOIN classroom_students cs ON cs.classroom_id = cl.id
       LEFT JOIN live_quiz_attempts a ON a.quiz_id = q.id AND a.user_id = cs.student_id
      WHERE q.course_id = $2
      GROUP BY q.id, q.title, cl.id ORDER BY q.id, cl.id`,
    [professorId, courseId],
  );
}

/** A classroom's students with the day they first passed the live quiz (null: not yet). */
export async function liveCertificateStudentRows(
  db: Queryable,
  classroomId: string,
  quizId: string,
) {
  return db.query<{ id: string; name: string; obtained_at: Date | string | null }>(
    `SELECT u.id::text AS id, u.name,
            (SELECT min(a.terminated_at) FROM live_quiz_attempts a
              WHERE a.quiz_id = $2 AND a.user_id = u.id AND a.passed) AS obtained_at
       FROM classroom_students cs JOIN users u ON u.id = cs.student_id
      WHERE cs.classroom_id = $1 ORDER BY lower(u.name), u.id`,
    [classroomId, quizId],
  );
}

/** One student's minutes at each started episode of a course, in order. */
export async function studentEpisodeRows(
  db: Queryable,
  studentId: string,
  courseId: string,
  now: Date,
) {
  return db.query<{
    episode_id: string;
    title: string;
    start: number;
    length_minutes: number;
    minutes_present: number;
  }>(
    `SELECT e.id::text AS episode_id, e.title,
            extract(epoch FROM e.starts_at)::bigint::int AS start,
            round(extract(epoch FROM e.ends_at - e.starts_at) / 60)::int AS length_minutes,
            (coalesce(a.present_ms, 0) / 60000)::int AS minutes_present
       FROM live_episodes e
       LEFT JOIN live_attendance a ON a.episode_id = e.id AND a.user_id = $2
      WHERE e.course_id = $1 AND e.starts_at <= $3 ORDER BY e.starts_at, e.id`,
    [courseId, studentId, now],
  );
}

/** One student's best score and whether they passed, for each live quiz of a course. */
export async function studentQuizRows(db: Queryable, studentId: string, courseId: string) {
  return db.query<{
    quiz_id: string;
    title: string;
    best_score: number | null;
    passed: boolean;
  }>(
    `SELECT q.id::text AS quiz_id, q.title, max(a.score_percentage)::int AS best_score,
            coalesce(bool_or(a.passed), false) AS passed
       FROM live_quizzes q
       LEFT JOIN live_quiz_attempts a ON a.quiz_id = q.id AND a.user_id = $2
        AND a.terminated_at IS NOT NULL
      WHERE q.course_id = $1 GROUP BY q.id, q.title ORDER BY q.id`,
    [courseId, studentId],
  );
}

export async function liveQuizExists(db: Queryable, quizId: string): Promise<boolean> {
  const quiz = await db.query('SELECT 1 FROM live_quizzes WHERE id = $1', [quizId]);
  return quiz.length > 0;
}

/** A live attempt of a student in one of the professor's classrooms. */
export async function ownStudentLiveAttempt(db: Queryable, professorId: string, attemptId: string) {
  const [row] = await db.query<{
    quiz_id: string;
    quiz_version: number;
    student_id: string;
    name: string;
    score_percentage: number | null;
    passed: boolean | null;
    terminated_at: Date | string | null;
  }>(
    `SELECT a.quiz_id::text AS quiz_id, a.quiz_version, u.id::text AS student_id, u.name,
            a.score_percentage, a.passed, a.terminated_at
       FROM live_quiz_attempts a JOIN users u ON u.id = a.user_id
      WHERE a.id = $1 AND a.user_id IN (${ownStudentIdsSql(2)})`,
    [attemptId, professorId],
  );
  return row;
}
