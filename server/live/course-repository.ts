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
 * Courses with their authors, resources, episodes and quizzes, in five queries whatever their
 * number.
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
      WHERE ($2::bigint IS NULL OR c.id = $2)
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
         FROM live_episodes e WHERE e.course_id = ANY (${idList})
        ORDER BY e.course_id, e.starts_at, e.id`,
      [ids],
    ),
    db.query<{ course_id: string; id: string; title: string; episode_id: string | null }>(
      `SELECT course_id::text AS course_id, id::text AS id, title, episode_id::text AS episode_id
         FROM live_quizzes WHERE course_id = ANY (${idList}) ORDER BY course_id, id`,
      [ids],
    ),
  ]);
  return courses.map((course) => ({
    ...course,
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

/** An episode with its course, and whether the viewer follows that course (null: none). */
export async function findEpisode(
  db: Queryable,
  viewer: LiveViewer,
  episodeId: string,
): Promise<{ courseId: string; start: number; end: number; followed: boolean } | null> {
  const [row] = await db.query<{
    course_id: string;
    start: number;
    end: number;
    followed: boolean;
  }>(
    `SELECT e.course_id::text AS course_id,
            extract(epoch FROM e.starts_at)::bigint::int AS start,
            extract(epoch FROM e.ends_at)::bigint::int AS "end",
            e.course_id IN (${followedCoursesSql(viewer.role)}) AS followed
       FROM live_episodes e WHERE e.id = $2`,
    [viewer.userId, episodeId],
  );
  return row
    ? { courseId: row.course_id, start: row.start, end: row.end, followed: row.followed }
    : null;
}

/** Whether a course exists. */
export async function courseExists(db: Queryable, courseId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM live_courses WHERE id = $1', [courseId]);
  return rows.length > 0;
}
