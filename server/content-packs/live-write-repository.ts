import type { PackEpisode, PackLiveCourse, PackLiveQuiz } from '#common/content-pack/manifest.ts';
import type { Queryable } from '../db/database.ts';
import { stableJson } from './stable-json.ts';

/**
 * Live courses as an import writes them: upserts by key, retirement instead of deletion, and
 * live quizzes versioned like the journey's (the attempts of an older version keep its
 * questions). Subscriptions, attendance, votes, questions and the chat hang off the rows and
 * are never touched.
 */

export async function upsertLiveCourse(
  tx: Queryable,
  packKey: string,
  course: PackLiveCourse,
  now: Date,
): Promise<string> {
  const id = idOf(
    await tx.query<{ id: string }>(
      `INSERT INTO live_courses (key, pack_key, title, description, thumbnail_path, channel_id,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (key) DO UPDATE SET pack_key = EXCLUDED.pack_key, title = EXCLUDED.title,
         description = EXCLUDED.description, thumbnail_path = EXCLUDED.thumbnail_path,
         channel_id = EXCLUDED.channel_id, retired_at = NULL
       RETURNING id::text AS id`,
      [
        course.key,
        packKey,
        course.title,
        course.description,
        course.thumbnail ?? null,
        course.channel,
        now,
      ],
    ),
  );
  // Authors and links are the course's text: replaced whole.
  await tx.query('DELETE FROM live_course_authors WHERE course_id = $1', [id]);
  await tx.query('DELETE FROM live_course_resources WHERE course_id = $1', [id]);
  for (const [position, author] of course.authors.entries()) {
    await tx.query(
      'INSERT INTO live_course_authors (course_id, position, name, headline) VALUES ($1, $2, $3, $4)',
      [id, position, author.name, author.headline],
    );
  }
  for (const [position, raw] of course.resources.entries()) {
    await tx.query(
      'INSERT INTO live_course_resources (course_id, position, raw) VALUES ($1, $2, $3)',
      [id, position, raw],
    );
  }
  return id;
}

export async function liveCourseIdOf(tx: Queryable, key: string): Promise<string> {
  return idOf(
    await tx.query<{ id: string }>('SELECT id::text AS id FROM live_courses WHERE key = $1', [key]),
  );
}

/**
 * An episode by key. A relative start (`starts_in_minutes`) counts from `now` when the episode
 * is new and keeps the start it has otherwise: re-importing a template moves nothing.
 */
export async function upsertEpisode(
  tx: Queryable,
  courseId: string,
  episode: PackEpisode,
  now: Date,
): Promise<void> {
  const relative = episode.starts_in_minutes !== undefined;
  const startsAt = relative
    ? new Date(now.getTime() + episode.starts_in_minutes! * 60_000)
    : new Date(episode.starts_at!);
  await tx.query(
    `INSERT INTO live_episodes (key, course_id, title, description, starts_at, ends_at, link,
       captions_file, recording_seconds)
     VALUES ($1, $2, $3, $4, $5, $5::timestamptz + make_interval(mins => $6), $7, $8, $10)
     ON CONFLICT (key) DO UPDATE SET course_id = EXCLUDED.course_id, title = EXCLUDED.title,
       description = EXCLUDED.description,
       starts_at = CASE WHEN $9 THEN live_episodes.starts_at ELSE EXCLUDED.starts_at END,
       ends_at = CASE WHEN $9 THEN live_episodes.starts_at + make_interval(mins => $6)
                      ELSE EXCLUDED.ends_at END,
       link = EXCLUDED.link, captions_file = EXCLUDED.captions_file,
       recording_seconds = EXCLUDED.recording_seconds, retired_at = NULL`,
    [
      episode.key,
      courseId,
      episode.title,
      episode.description,
      startsAt,
      episode.minutes,
      episode.video ?? episode.youtube_id ?? null,
      episode.captions ?? null,
      relative,
      // Absent from the pack: the recording is the live window again (recording-rules.ts).
      episode.duration_seconds ?? null,
    ],
  );
}

/** Retires the episodes or live quizzes of the pack's courses that the pack no longer has. */
export async function retireMissingLive(
  tx: Queryable,
  table: 'live_episodes' | 'live_quizzes',
  packKey: string,
  keep: readonly string[],
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE ${table} SET retired_at = $3
      WHERE retired_at IS NULL AND NOT (key = ANY(ARRAY(SELECT jsonb_array_elements_text($2::jsonb))))
        AND course_id IN (SELECT id FROM live_courses WHERE pack_key = $1)`,
    [packKey, JSON.stringify(keep), now],
  );
}

/**
 * A live quiz by key; when its questions differ from the current version's, they become the
 * next version (the previous ones stay for the attempts made on them).
 */
export async function upsertLiveQuiz(
  tx: Queryable,
  courseId: string,
  quiz: PackLiveQuiz,
): Promise<void> {
  const [row] = await tx.query<{ id: string; version: number; inserted: boolean }>(
    `INSERT INTO live_quizzes (key, course_id, episode_id, title, pass_percentage)
     VALUES ($1, $2, (SELECT id FROM live_episodes WHERE key = $3), $4, $5)
     ON CONFLICT (key) DO UPDATE SET course_id = EXCLUDED.course_id,
       episode_id = EXCLUDED.episode_id, title = EXCLUDED.title,
       pass_percentage = EXCLUDED.pass_percentage, retired_at = NULL
     RETURNING id::text AS id, version, (xmax = 0) AS inserted`,
    [quiz.key, courseId, quiz.episode_key ?? null, quiz.title, quiz.pass_percentage],
  );
  const { id } = row!;
  const version = Number(row!.version);
  if (!row!.inserted) {
    const [current] = await tx.query<{ questions: unknown }>(
      `SELECT coalesce(jsonb_agg(jsonb_build_object(
                'text', qq.text, 'type', qq.type,
                'answers', (SELECT jsonb_agg(jsonb_build_object('text', a.text, 'correct', a.correct)
                                             ORDER BY a.position)
                              FROM live_quiz_answers a WHERE a.question_id = qq.id))
              ORDER BY qq.position), '[]'::jsonb) AS questions
         FROM live_quiz_questions qq WHERE qq.quiz_id = $1 AND qq.last_version IS NULL`,
      [id],
    );
    if (stableJson(current?.questions) === stableJson(plainQuestions(quiz))) return;
    await tx.query(
      'UPDATE live_quiz_questions SET last_version = $2 WHERE quiz_id = $1 AND last_version IS NULL',
      [id, version],
    );
    await tx.query('UPDATE live_quizzes SET version = $2 WHERE id = $1', [id, version + 1]);
  }
  const questionVersion = row!.inserted ? version : version + 1;
  for (const [position, question] of quiz.questions.entries()) {
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO live_quiz_questions (quiz_id, position, text, type, first_version)
       VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
      [id, position, question.text, question.type, questionVersion],
    );
    await tx.query(
      `INSERT INTO live_quiz_answers (question_id, position, text, correct)
       SELECT $1, a.position, a.text, a.correct
         FROM jsonb_to_recordset($2::jsonb) AS a(text text, correct boolean, position int)`,
      [
        inserted!.id,
        JSON.stringify(question.answers.map((answer, index) => ({ ...answer, position: index }))),
      ],
    );
  }
}

/** The questions in the shape the query above reads them, for comparing. */
function plainQuestions(quiz: PackLiveQuiz): unknown {
  return quiz.questions.map((question) => ({
    text: question.text,
    type: question.type,
    answers: question.answers.map((answer) => ({ text: answer.text, correct: answer.correct })),
  }));
}

function idOf(rows: Array<{ id: string }>): string {
  const id = rows[0]?.id;
  if (!id) throw new Error('A live content write returned no id');
  return id;
}
