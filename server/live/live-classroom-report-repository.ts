import type { Queryable } from '../db/database.ts';
import { courseExists } from './course-repository.ts';

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

/** Each live quiz of the course with how many students of each of the professor's classrooms passed it. */
export async function liveCourseCertificates(db: Queryable, professorId: string, courseId: string) {
  const rows = await db.query<{
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
  const quizzes = new Map<
    string,
    {
      quiz_id: string;
      title: string;
      classrooms: Array<{ classroom_id: string; obtained_count: number }>;
    }
  >();
  for (const row of rows) {
    const quiz = quizzes.get(row.quiz_id) ?? {
      quiz_id: row.quiz_id,
      title: row.title,
      classrooms: [],
    };
    if (row.classroom_id) {
      quiz.classrooms.push({ classroom_id: row.classroom_id, obtained_count: row.obtained_count });
    }
    quizzes.set(row.quiz_id, quiz);
  }
  return [...quizzes.values()];
}

/** A classroom's students with the day they first passed the live quiz (null: not yet). */
export async function liveCertificateStudents(db: Queryable, classroomId: string, quizId: string) {
  const rows = await db.query<{ id: string; name: string; obtained_at: Date | string | null }>(
    `SELECT u.id::text AS id, u.name,
            (SELECT min(a.terminated_at) FROM live_quiz_attempts a
              WHERE a.quiz_id = $2 AND a.user_id = u.id AND a.passed) AS obtained_at
       FROM classroom_students cs JOIN users u ON u.id = cs.student_id
      WHERE cs.classroom_id = $1 ORDER BY lower(u.name), u.id`,
    [classroomId, quizId],
  );
  return rows.map((row) => ({
    student: { id: row.id, name: row.name },
    obtained_at: row.obtained_at === null ? null : new Date(row.obtained_at).toISOString(),
  }));
}

/**
 * One of the professor's students (already checked) on a course: minutes per started episode
 * and quizzes (null: no such course).
 */
export async function studentLiveStats(
  db: Queryable,
  input: { student: { id: string; name: string }; courseId: string; now: Date },
) {
  const { student } = input;
  if (!(await courseExists(db, input.courseId))) return null;
  const episodes = await db.query<{
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
    [input.courseId, student.id, input.now],
  );
  const quizzes = await db.query<{
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
    [input.courseId, student.id],
  );
  return { student, course_id: input.courseId, episodes, quizzes };
}
