import type { LiveCourse, LiveEpisode } from '#common/api/live/courses.ts';
import type { Queryable } from '../db/database.ts';
import { mediaPathOf } from '../media/media-path.ts';
import { followedCoursesSql } from './followed-course-repository.ts';

/** Who looks at the courses: `subscribed` and "followed only" are theirs. */
export interface LiveViewer {
  userId: string;
  role: string;
}

interface CourseRow {
  id: string;
  title: string;
  description: string;
  channel_id: string | null;
  thumbnail_path: string | null;
  subscribed: boolean;
}

interface EpisodeRow {
  id: string;
  course_id: string;
  title: string;
  description: string;
  start: number;
  end: number;
  link: string;
  captions_file: string | null;
  rank: number | null;
}

/**
 * Live courses with their authors, resources, live episodes and live quizzes, in five queries
 * whatever their number. What an import retired is left out (migration 021): a retired course
 * is missing from the lists and 404 by id; its attendance and attempts stay in the reports.
 * `courseId` narrows to one course; `followedOnly` to the ones the viewer follows.
 */
export async function loadCourses(
  db: Queryable,
  viewer: LiveViewer,
  filter: { courseId?: string; followedOnly?: boolean } = {},
): Promise<LiveCourse[]> {
  const courses = await db.query<CourseRow>(
    `SELECT c.id::text AS id, c.title, c.description, c.channel_id, c.thumbnail_path,
            c.id IN (${followedCoursesSql(viewer.role)}) AS subscribed
       FROM live_courses c
      WHERE c.retired_at IS NULL AND ($2::bigint IS NULL OR c.id = $2)
        AND (NOT $3 OR c.id IN (${followedCoursesSql(viewer.role)}))
      ORDER BY c.title, c.id`,
    [viewer.userId, filter.courseId ?? null, filter.followedOnly ?? false],
  );
  if (courses.length === 0) return [];
  const ids = courses.map((course) => course.id).join(',');
  const idList = `string_to_array($1, ',')::bigint[]`;
  const [authors, resources, episodes, quizzes] = await Promise.all([
    db.query<{ course_id: string; name: string; headline: string }>(
      `SELECT course_id::text AS course_id, name, headline FROM live_course_authors
        WHERE course_id = ANY (${idList}) ORDER BY course_id, position`,
      [ids],
    ),
    db.query<{ course_id: string; raw: string }>(
      `SELECT course_id::text AS course_id, raw FROM live_course_resources
        WHERE course_id = ANY (${idList}) ORDER BY course_id, position`,
      [ids],
    ),
    db.query<EpisodeRow>(
      `SELECT e.id::text AS id, e.course_id::text AS course_id, e.title, e.description,
              extract(epoch FROM e.starts_at)::bigint::int AS start,
              extract(epoch FROM e.ends_at)::bigint::int AS "end", e.link, e.captions_file,
              (SELECT round(avg(v.vote), 2)::float8 FROM live_episode_votes v
                WHERE v.episode_id = e.id) AS rank
         FROM live_episodes e WHERE e.course_id = ANY (${idList}) AND e.retired_at IS NULL
        ORDER BY e.course_id, e.starts_at, e.id`,
      [ids],
    ),
    db.query<{ course_id: string; id: string; title: string; episode_id: string | null }>(
      `SELECT q.course_id::text AS course_id, q.id::text AS id, q.title,
              q.episode_id::text AS episode_id
         FROM live_quizzes q LEFT JOIN live_episodes e ON e.id = q.episode_id
        WHERE q.course_id = ANY (${idList}) AND q.retired_at IS NULL AND e.retired_at IS NULL
        ORDER BY q.course_id, q.id`,
      [ids],
    ),
  ]);
  return courses.map((course) => ({
    ...course,
    // The studio and packs store the image's file name; answers carry the path to load it at.
    thumbnail_path: mediaPathOf(course.thumbnail_path),
    authors: authors
      .filter((author) => author.course_id === course.id)
      .map(({ name, headline }) => ({ name, headline })),
    resources: resources.filter((r) => r.course_id === course.id).map((r) => r.raw),
    episodes: episodes.filter((e) => e.course_id === course.id).map(toEpisode),
    quizzes: quizzes
      .filter((quiz) => quiz.course_id === course.id)
      .map(({ id, title, episode_id }) => ({ id, title, episode_id })),
  }));
}

function toEpisode({ course_id: _course, captions_file, ...episode }: EpisodeRow): LiveEpisode {
  return {
    ...episode,
    captions_url: mediaPathOf(captions_file),
    rank: episode.rank === null ? null : Number(episode.rank),
  };
}

/** An episode as findEpisode answers it; `recordingSeconds` null: the recording is the window. */
export interface LiveEpisodeFound {
  courseId: string;
  start: number;
  end: number;
  followed: boolean;
  link: string;
  recordingSeconds: number | null;
}

/**
 * A live episode of a live course, and whether the viewer follows that course (null: none, or
 * retired by an import).
 */
export async function findEpisode(
  db: Queryable,
  viewer: LiveViewer,
  episodeId: string,
): Promise<LiveEpisodeFound | null> {
  const [row] = await db.query<{
    course_id: string;
    start: number;
    end: number;
    followed: boolean;
    link: string;
    recording_seconds: number | null;
  }>(
    `SELECT e.course_id::text AS course_id, e.link, e.recording_seconds,
            extract(epoch FROM e.starts_at)::bigint::int AS start,
            extract(epoch FROM e.ends_at)::bigint::int AS "end",
            e.course_id IN (${followedCoursesSql(viewer.role)}) AS followed
       FROM live_episodes e JOIN live_courses c ON c.id = e.course_id
      WHERE e.id = $2 AND e.retired_at IS NULL AND c.retired_at IS NULL`,
    [viewer.userId, episodeId],
  );
  return row
    ? {
        courseId: row.course_id,
        start: row.start,
        end: row.end,
        followed: row.followed,
        link: row.link,
        recordingSeconds: row.recording_seconds,
      }
    : null;
}

/**
 * Whether a course exists and is live; `withRetired`: also a retired one, for what is history
 * (the reports of its attendance and attempts) or undoes a subscription.
 */
export async function courseExists(
  db: Queryable,
  courseId: string,
  { withRetired = false } = {},
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM live_courses WHERE id = $1 AND ($2 OR retired_at IS NULL)',
    [courseId, withRetired],
  );
  return rows.length > 0;
}
