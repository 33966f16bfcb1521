import type { Queryable } from '../db/database.ts';

/**
 * Every live quiz these students passed: course and quiz, the day first passed, and the
 * milliseconds each was present at the course's episodes.
 */
export async function passedLiveQuizRows(db: Queryable, studentIds: readonly string[]) {
  return db.query<{
    quiz_id: string;
    user_id: string;
    name: string;
    quiz_title: string;
    course_title: string;
    passed_at: Date | string;
    present_ms: string | number;
  }>(
    `SELECT q.id::text AS quiz_id, u.id::text AS user_id, u.name, q.title AS quiz_title,
            c.title AS course_title, min(a.terminated_at) AS passed_at,
            (SELECT coalesce(sum(la.present_ms), 0) FROM live_attendance la
               JOIN live_episodes e ON e.id = la.episode_id
              WHERE la.user_id = u.id AND e.course_id = c.id) AS present_ms
       FROM live_quiz_attempts a JOIN live_quizzes q ON q.id = a.quiz_id
       JOIN live_courses c ON c.id = q.course_id JOIN users u ON u.id = a.user_id
      WHERE a.user_id = ANY (string_to_array($1, ',')::bigint[]) AND a.passed
      GROUP BY q.id, q.title, c.id, c.title, u.id, u.name ORDER BY passed_at`,
    [studentIds.join(',')],
  );
}

/**
 * Per course and student: the milliseconds present at its ended episodes, the seconds those
 * broadcast, and the end of the last ended episode.
 */
export async function participationRows(db: Queryable, studentIds: readonly string[], now: Date) {
  return db.query<{
    course_id: string;
    title: string;
    user_id: string;
    name: string;
    present_ms: string | number;
    broadcast_seconds: string | number;
    last_end: Date | string;
  }>(
    `WITH ended AS (
       SELECT e.id, e.course_id, e.ends_at,
              extract(epoch FROM e.ends_at - e.starts_at) AS seconds
         FROM live_episodes e WHERE e.ends_at <= $2),
     broadcast AS (
       SELECT course_id, sum(seconds) AS seconds, max(ends_at) AS last_end
         FROM ended GROUP BY course_id)
     SELECT c.id::text AS course_id, c.title, u.id::text AS user_id, u.name,
            sum(a.present_ms) AS present_ms, b.seconds AS broadcast_seconds, b.last_end
       FROM live_attendance a JOIN ended e ON e.id = a.episode_id
       JOIN broadcast b ON b.course_id = e.course_id
       JOIN live_courses c ON c.id = e.course_id
       JOIN users u ON u.id = a.user_id
      WHERE a.user_id = ANY (string_to_array($1, ',')::bigint[])
      GROUP BY c.id, c.title, u.id, u.name, b.seconds, b.last_end
      ORDER BY b.last_end, c.id, u.name`,
    [studentIds.join(','), now],
  );
}
