import type { Queryable } from '../db/database.ts';

/** A student a professor reports on for a course: in one of their active classrooms following it. */
export interface CourseStudent {
  id: string;
  name: string;
  email: string;
  classroomId: string;
  classroom: string;
}

/**
 * The professor's students (not archived) in their active classrooms that follow the course,
 * each once (under the first such classroom by name), by classroom and name.
 */
export async function courseStudents(
  db: Queryable,
  professorId: string,
  courseId: string,
): Promise<CourseStudent[]> {
  const rows = await db.query<{
    id: string;
    name: string;
    email: string;
    classroom_id: string;
    classroom: string;
  }>(
    `SELECT * FROM (
       SELECT DISTINCT ON (u.id) u.id::text AS id, u.name, u.email,
              cl.id::text AS classroom_id, cl.name AS classroom
         FROM live_course_subscriptions s
         JOIN classrooms cl ON cl.id = s.classroom_id AND cl.professor_id = $1 AND NOT cl.archived
         JOIN classroom_students cs ON cs.classroom_id = cl.id AND cs.state <> 'archived'
         JOIN users u ON u.id = cs.student_id
        WHERE s.course_id = $2
        ORDER BY u.id, lower(cl.name)) students
     ORDER BY lower(classroom), lower(name), id`,
    [professorId, courseId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    classroomId: row.classroom_id,
    classroom: row.classroom,
  }));
}

export interface StartedEpisode {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
}

/** The course's episodes that have started by `now`, in time order. */
export async function startedEpisodes(
  db: Queryable,
  courseId: string,
  now: Date,
): Promise<StartedEpisode[]> {
  const rows = await db.query<{
    id: string;
    title: string;
    starts_at: Date | string;
    ends_at: Date | string;
  }>(
    `SELECT id::text AS id, title, starts_at, ends_at FROM live_episodes
      WHERE course_id = $1 AND starts_at <= $2 ORDER BY starts_at, id`,
    [courseId, now],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
  }));
}

/** Milliseconds present, by student id then episode id, for these students and episodes. */
export async function presenceByStudent(
  db: Queryable,
  studentIds: readonly string[],
  episodeIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const rows = await db.query<{ user_id: string; episode_id: string; present_ms: string | number }>(
    `SELECT user_id::text AS user_id, episode_id::text AS episode_id, present_ms
       FROM live_attendance
      WHERE user_id = ANY (string_to_array($1, ',')::bigint[])
        AND episode_id = ANY (string_to_array($2, ',')::bigint[])`,
    [studentIds.join(','), episodeIds.join(',')],
  );
  const presence = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const byEpisode = presence.get(row.user_id) ?? new Map<string, number>();
    byEpisode.set(row.episode_id, Number(row.present_ms));
    presence.set(row.user_id, byEpisode);
  }
  return presence;
}

/** Each student's best terminated attempt of the course's quizzes, with the first pass time. */
export interface LiveQuizResult {
  userId: string;
  quizId: string;
  quizTitle: string;
  bestScore: number;
  attempts: number;
  passedAt: Date | null;
}

export async function liveQuizResults(
  db: Queryable,
  courseId: string,
  studentIds: readonly string[],
): Promise<LiveQuizResult[]> {
  const rows = await db.query<{
    user_id: string;
    quiz_id: string;
    title: string;
    best: number;
    attempts: number;
    passed_at: Date | string | null;
  }>(
    `SELECT a.user_id::text AS user_id, q.id::text AS quiz_id, q.title,
            max(a.score_percentage)::int AS best, count(*)::int AS attempts,
            min(a.terminated_at) FILTER (WHERE a.passed) AS passed_at
       FROM live_quiz_attempts a JOIN live_quizzes q ON q.id = a.quiz_id
      WHERE q.course_id = $1 AND a.terminated_at IS NOT NULL
        AND a.user_id = ANY (string_to_array($2, ',')::bigint[])
      GROUP BY a.user_id, q.id, q.title ORDER BY q.id`,
    [courseId, studentIds.join(',')],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    quizId: row.quiz_id,
    quizTitle: row.title,
    bestScore: row.best,
    attempts: row.attempts,
    passedAt: row.passed_at === null ? null : new Date(row.passed_at),
  }));
}

/** A live quiz with its course, for certificates (null: no such quiz). */
export async function liveQuizWithCourse(
  db: Queryable,
  quizId: string,
): Promise<{ quizId: string; title: string; courseId: string; courseTitle: string } | null> {
  const [row] = await db.query<{ title: string; course_id: string; course_title: string }>(
    `SELECT q.title, c.id::text AS course_id, c.title AS course_title
       FROM live_quizzes q JOIN live_courses c ON c.id = q.course_id WHERE q.id = $1`,
    [quizId],
  );
  return row
    ? { quizId, title: row.title, courseId: row.course_id, courseTitle: row.course_title }
    : null;
}

/** A course's title (null: no such course). */
export async function courseTitle(db: Queryable, courseId: string): Promise<string | null> {
  const [row] = await db.query<{ title: string }>('SELECT title FROM live_courses WHERE id = $1', [
    courseId,
  ]);
  return row?.title ?? null;
}

/** A student of the professor in one of their active classrooms (one row per such classroom). */
export interface ProfessorStudentClassroom {
  studentId: string;
  classroomId: string;
  classroom: string;
}

/**
 * The professor's students (not archived) in their active classrooms, once per classroom: the
 * students whose live certificates the reports list, and under which classrooms.
 */
export async function professorStudentClassrooms(
  db: Queryable,
  professorId: string,
): Promise<ProfessorStudentClassroom[]> {
  const rows = await db.query<{ student_id: string; classroom_id: string; classroom: string }>(
    `SELECT cs.student_id::text AS student_id, cl.id::text AS classroom_id, cl.name AS classroom
       FROM classroom_students cs JOIN classrooms cl ON cl.id = cs.classroom_id
      WHERE cl.professor_id = $1 AND NOT cl.archived AND cs.state <> 'archived'
      ORDER BY lower(cl.name), cl.id`,
    [professorId],
  );
  return rows.map((row) => ({
    studentId: row.student_id,
    classroomId: row.classroom_id,
    classroom: row.classroom,
  }));
}

/** The average vote of each of these episodes that has votes, rounded to two decimals. */
export async function episodeRatings(
  db: Queryable,
  episodeIds: readonly string[],
): Promise<Array<{ episode_id: string; average: number | null }>> {
  return db.query<{ episode_id: string; average: number | null }>(
    `SELECT episode_id::text AS episode_id, round(avg(vote), 2)::float8 AS average
       FROM live_episode_votes WHERE episode_id = ANY (string_to_array($1, ',')::bigint[])
      GROUP BY episode_id`,
    [episodeIds.join(',')],
  );
}

/** The live quizzes of a course, by id. */
export async function courseQuizzes(
  db: Queryable,
  courseId: string,
): Promise<Array<{ id: string; title: string }>> {
  return db.query<{ id: string; title: string }>(
    'SELECT id::text AS id, title FROM live_quizzes WHERE course_id = $1 ORDER BY id',
    [courseId],
  );
}
