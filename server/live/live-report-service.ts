import type { LiveStats } from '#common/api/live/reports.ts';
import type { Queryable } from '../db/database.ts';
import { courseExists } from './course-repository.ts';
import {
  courseStudents,
  liveQuizResults,
  presenceByStudent,
  startedEpisodes,
} from './live-report-repository.ts';

/**
 * A course over the professor's students in their following classrooms (null: no such
 * course): presence per started episode and the live quizzes' results, from the same reads as
 * the attendance sheet, so the numbers agree with the files.
 */
export async function liveStats(
  db: Queryable,
  professorId: string,
  courseId: string,
  now: Date,
): Promise<LiveStats | null> {
  if (!(await courseExists(db, courseId))) return null;
  const students = await courseStudents(db, professorId, courseId);
  const ids = students.map((student) => student.id);
  const episodes = await startedEpisodes(db, courseId, now);
  const presence = await presenceByStudent(
    db,
    ids,
    episodes.map((episode) => episode.id),
  );
  const ratings = await db.query<{ episode_id: string; average: number | null }>(
    `SELECT episode_id::text AS episode_id, round(avg(vote), 2)::float8 AS average
       FROM live_episode_votes WHERE episode_id = ANY (string_to_array($1, ',')::bigint[])
      GROUP BY episode_id`,
    [episodes.map((episode) => episode.id).join(',')],
  );
  const quizzes = await db.query<{ id: string; title: string }>(
    'SELECT id::text AS id, title FROM live_quizzes WHERE course_id = $1 ORDER BY id',
    [courseId],
  );
  const results = await liveQuizResults(db, courseId, ids);
  return {
    course_id: courseId,
    students: students.length,
    episodes: episodes.map((episode) => {
      const minutes = ids
        .map((id) => presence.get(id)?.get(episode.id) ?? 0)
        .filter((ms) => ms > 0)
        .map((ms) => ms / 60_000);
      const rating = ratings.find((row) => row.episode_id === episode.id)?.average;
      return {
        episode_id: episode.id,
        title: episode.title,
        start: Math.floor(episode.startsAt.getTime() / 1000),
        length_minutes: Math.round(
          (episode.endsAt.getTime() - episode.startsAt.getTime()) / 60_000,
        ),
        present: minutes.length,
        average_minutes:
          minutes.length === 0
            ? null
            : Math.round((minutes.reduce((a, b) => a + b, 0) / minutes.length) * 10) / 10,
        average_rating: rating === undefined || rating === null ? null : Number(rating),
      };
    }),
    quizzes: quizzes.map((quiz) => {
      const taken = results.filter((result) => result.quizId === quiz.id);
      return {
        quiz_id: quiz.id,
        title: quiz.title,
        took: taken.length,
        passed: taken.filter((result) => result.passedAt !== null).length,
      };
    }),
  };
}
