import type { Queryable } from '../db/database.ts';

/** A live episode as assigning its recording needs it. */
export interface RecordingCandidate {
  episode_id: string;
  title: string;
  course_title: string;
  link: string;
  starts_at: Date | string;
  /** Whether the classroom follows the episode's course. */
  followed: boolean;
}

const CANDIDATE_COLUMNS = `
  e.id::text AS episode_id, e.title, c.title AS course_title, e.link, e.starts_at,
  EXISTS (SELECT 1 FROM live_course_subscriptions s
           WHERE s.course_id = e.course_id AND s.classroom_id = $1) AS followed`;

/** A live (not retired) episode of a live course, with whether the classroom follows it; or null. */
export async function findRecordingCandidate(
  db: Queryable,
  classroomId: string,
  episodeId: string,
): Promise<RecordingCandidate | null> {
  if (!/^[1-9]\d{0,17}$/.test(episodeId)) return null;
  const [row] = await db.query<RecordingCandidate>(
    `SELECT ${CANDIDATE_COLUMNS}
       FROM live_episodes e JOIN live_courses c ON c.id = e.course_id
      WHERE e.id = $2 AND e.retired_at IS NULL AND c.retired_at IS NULL`,
    [classroomId, episodeId],
  );
  return row ?? null;
}

/** The live episodes of the courses the classroom follows, by course, then in broadcast order. */
export async function listFollowedEpisodes(
  db: Queryable,
  classroomId: string,
): Promise<RecordingCandidate[]> {
  return db.query<RecordingCandidate>(
    `SELECT ${CANDIDATE_COLUMNS}
       FROM live_episodes e JOIN live_courses c ON c.id = e.course_id
       JOIN live_course_subscriptions sub ON sub.course_id = c.id AND sub.classroom_id = $1
      WHERE e.retired_at IS NULL AND c.retired_at IS NULL
      ORDER BY lower(c.title), c.id, e.starts_at, e.id`,
    [classroomId],
  );
}
