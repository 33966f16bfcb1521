import type { CourseParticipation } from '#common/api/live/participation.ts';
import type { Queryable } from '../db/database.ts';
import { followedCoursesSql } from './followed-course-repository.ts';

/**
 * The courses the student's classes follow, each with their presence at its started episodes
 * and their best live quiz scores: a handful of aggregates, one query per part.
 */
export async function courseParticipation(
  db: Queryable,
  studentId: string,
  now: Date,
): Promise<CourseParticipation[]> {
  const courses = await db.query<{
    course_id: string;
    title: string;
    episodes_started: number;
    episodes_attended: number;
    minutes_present: number;
    minutes_broadcast: number;
  }>(
    `SELECT c.id::text AS course_id, c.title,
            count(e.id)::int AS episodes_started,
            count(a.episode_id) FILTER (WHERE a.present_ms > 0)::int AS episodes_attended,
            (coalesce(sum(a.present_ms), 0) / 60000)::int AS minutes_present,
            (coalesce(sum(extract(epoch FROM least(e.ends_at, $2) - e.starts_at)), 0) / 60)::int
              AS minutes_broadcast
       FROM live_courses c
       LEFT JOIN live_episodes e ON e.course_id = c.id AND e.starts_at <= $2
       LEFT JOIN live_attendance a ON a.episode_id = e.id AND a.user_id = $1
      WHERE c.id IN (${followedCoursesSql('student')})
      GROUP BY c.id, c.title ORDER BY c.title`,
    [studentId, now],
  );
  const quizzes = await db.query<{
    course_id: string;
    quiz_id: string;
    title: string;
    best_score: number | null;
    passed: boolean;
  }>(
    `SELECT q.course_id::text AS course_id, q.id::text AS quiz_id, q.title,
            max(a.score_percentage)::int AS best_score, coalesce(bool_or(a.passed), false) AS passed
       FROM live_quizzes q
       LEFT JOIN live_quiz_attempts a ON a.quiz_id = q.id AND a.user_id = $1
        AND a.terminated_at IS NOT NULL
      WHERE q.course_id IN (${followedCoursesSql('student')})
      GROUP BY q.course_id, q.id, q.title ORDER BY q.id`,
    [studentId],
  );
  return courses.map((course) => ({
    ...course,
    quizzes: quizzes
      .filter((quiz) => quiz.course_id === course.course_id)
      .map(({ quiz_id, title, best_score, passed }) => ({ quiz_id, title, best_score, passed })),
  }));
}
