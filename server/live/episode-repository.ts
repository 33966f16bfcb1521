import type { NextLive } from '#common/api/live/courses.ts';
import type { Queryable } from '../db/database.ts';
import { followedCoursesSql } from './followed-course-repository.ts';

/**
 * The running episode of the user's courses, else the nearest upcoming one (null: none); never
 * one an import retired, or of a retired course.
 */
export async function nextLive(
  db: Queryable,
  viewer: { userId: string; role: string },
  now: Date,
): Promise<NextLive | null> {
  const [row] = await db.query<Omit<NextLive, 'scope'> & { running: boolean }>(
    `SELECT e.course_id::text AS course_id, e.id::text AS episode_id, e.link, e.title,
            e.description, extract(epoch FROM e.starts_at)::bigint::int AS start,
            extract(epoch FROM e.ends_at)::bigint::int AS "end", e.starts_at <= $2 AS running
       FROM live_episodes e JOIN live_courses c ON c.id = e.course_id
      WHERE e.ends_at > $2 AND e.retired_at IS NULL AND c.retired_at IS NULL AND e.course_id IN (${followedCoursesSql(viewer.role)})
      ORDER BY e.starts_at <= $2 DESC, e.starts_at, e.id LIMIT 1`,
    [viewer.userId, now],
  );
  if (!row) return null;
  const { running, ...episode } = row;
  return { ...episode, scope: running ? 'live' : 'upcoming' };
}
