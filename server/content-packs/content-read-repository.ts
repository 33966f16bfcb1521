import type { Queryable } from '../db/database.ts';

/**
 * The platform's current content as flat rows (retired items left out), for the export and for
 * the import's comparison of what is there with what a pack brings. Quizzes are read at their
 * current version. Every row names its pack; episodes and live quizzes are their course's.
 */

export interface LevelRow {
  key: string;
  pack_key: string;
  title: string;
  order_num: number;
  download_materials_link: string | null;
}

export interface EntityRow {
  key: string;
  pack_key: string;
  level_key: string | null;
  type: string;
  title: string;
  description: string;
  pcto_minutes: number;
  points: number;
  tags: string[];
  num_badges: number;
  certificate: boolean;
  download_materials_link: string | null;
}

export interface SectionRow {
  entity_key: string;
  title: string;
}

export interface ResourceRow {
  key: string;
  pack_key: string;
  entity_key: string;
  section_order: number;
  type: string;
  title: string;
  description: string;
  duration_seconds: number | null;
  media_file: string | null;
  captions_file: string | null;
  instructions: string | null;
}

export interface QuizRow {
  resource_key: string;
  kind: string;
  pass_percentage: number;
}

/** One answer of a current question, with its question (questions in order, answers in order). */
export interface QuizAnswerRow {
  owner_key: string;
  question_id: string;
  question_text: string;
  question_type: string;
  explanation: string;
  answer_text: string;
  correct: boolean;
}

export interface CollectionRow {
  key: string;
  pack_key: string;
  kind: 'professional_path' | 'skill_focus';
  title: string;
  description: string;
  entity_keys: string[];
}

export interface LiveCourseRow {
  key: string;
  pack_key: string;
  title: string;
  description: string;
  thumbnail_path: string | null;
  channel_id: string | null;
  authors: Array<{ name: string; headline: string }>;
  resources: string[];
}

export interface EpisodeRow {
  key: string;
  course_key: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  link: string;
  captions_file: string | null;
  recording_seconds: number | null;
}

export interface LiveQuizRow {
  key: string;
  course_key: string;
  episode_key: string | null;
  title: string;
  pass_percentage: number;
}

export interface ContentRows {
  levels: LevelRow[];
  entities: EntityRow[];
  sections: SectionRow[];
  resources: ResourceRow[];
  quizzes: QuizRow[];
  quizAnswers: QuizAnswerRow[];
  collections: CollectionRow[];
  singleEntityKeys: Array<{ key: string; pack_key: string }>;
  liveCourses: LiveCourseRow[];
  episodes: EpisodeRow[];
  liveQuizzes: LiveQuizRow[];
  liveQuizAnswers: QuizAnswerRow[];
}

export async function readContentRows(db: Queryable): Promise<ContentRows> {
  return {
    levels: await db.query<LevelRow>(
      `SELECT key, pack_key, title, order_num, download_materials_link
         FROM levels WHERE retired_at IS NULL ORDER BY order_num, id`,
    ),
    entities: await db.query<EntityRow>(
      `SELECT e.key, e.pack_key, l.key AS level_key, e.type, e.title, e.description,
              e.pcto_minutes, e.points, e.tags, e.num_badges, e.certificate,
              e.download_materials_link
         FROM entities e LEFT JOIN levels l ON l.id = e.level_id
        WHERE e.retired_at IS NULL ORDER BY e.order_num, e.id`,
    ),
    sections: await db.query<SectionRow>(
      `SELECT e.key AS entity_key, s.title
         FROM sections s JOIN entities e ON e.id = s.entity_id
        WHERE s.retired_at IS NULL AND e.retired_at IS NULL ORDER BY s.order_num, s.id`,
    ),
    resources: await db.query<ResourceRow>(
      `SELECT r.key, r.pack_key, e.key AS entity_key, s.order_num AS section_order, r.type, r.title,
              r.description, r.duration_seconds, r.media_file, r.captions_file, r.instructions
         FROM resources r JOIN sections s ON s.id = r.section_id JOIN entities e ON e.id = r.entity_id
        WHERE r.retired_at IS NULL AND e.retired_at IS NULL ORDER BY r.order_num, r.id`,
    ),
    quizzes: await db.query<QuizRow>(
      `SELECT r.key AS resource_key, q.kind, q.pass_percentage
         FROM quizzes q JOIN resources r ON r.id = q.resource_id
        WHERE r.retired_at IS NULL AND r.type = 'quiz'`,
    ),
    quizAnswers: await db.query<QuizAnswerRow>(
      `SELECT r.key AS owner_key, qq.id::text AS question_id, qq.text AS question_text,
              qq.type AS question_type, qq.explanation, qa.text AS answer_text, qa.correct
         FROM quiz_questions qq
         JOIN quizzes q ON q.id = qq.quiz_id
         JOIN resources r ON r.id = q.resource_id
         JOIN quiz_answers qa ON qa.question_id = qq.id
        WHERE qq.last_version IS NULL AND r.retired_at IS NULL AND r.type = 'quiz'
        ORDER BY qq.order_num, qq.id, qa.order_num, qa.id`,
    ),
    collections: await db.query<CollectionRow>(
      `SELECT c.key, c.pack_key, c.kind, c.title, c.description,
              coalesce((SELECT jsonb_agg(e.key ORDER BY ce.order_num, e.id)
                          FROM collection_entities ce JOIN entities e ON e.id = ce.entity_id
                         WHERE ce.collection_id = c.id AND e.retired_at IS NULL), '[]'::jsonb)
                AS entity_keys
         FROM collections c WHERE c.retired_at IS NULL ORDER BY c.id`,
    ),
    singleEntityKeys: await db.query<{ key: string; pack_key: string }>(
      `SELECT e.key, e.pack_key FROM single_entities s JOIN entities e ON e.id = s.entity_id
        WHERE e.retired_at IS NULL ORDER BY s.order_num, e.id`,
    ),
    liveCourses: await db.query<LiveCourseRow>(
      `SELECT c.key, c.pack_key, c.title, c.description, c.thumbnail_path, c.channel_id,
              coalesce((SELECT jsonb_agg(jsonb_build_object('name', a.name, 'headline', a.headline)
                                         ORDER BY a.position)
                          FROM live_course_authors a WHERE a.course_id = c.id), '[]'::jsonb) AS authors,
              coalesce((SELECT jsonb_agg(r.raw ORDER BY r.position)
                          FROM live_course_resources r WHERE r.course_id = c.id), '[]'::jsonb)
                AS resources
         FROM live_courses c WHERE c.retired_at IS NULL ORDER BY c.id`,
    ),
    episodes: await db.query<EpisodeRow>(
      `SELECT e.key, c.key AS course_key, e.title, e.description, e.starts_at, e.ends_at, e.link,
              e.captions_file, e.recording_seconds
         FROM live_episodes e JOIN live_courses c ON c.id = e.course_id
        WHERE e.retired_at IS NULL AND c.retired_at IS NULL ORDER BY e.starts_at, e.id`,
    ),
    liveQuizzes: await db.query<LiveQuizRow>(
      `SELECT q.key, c.key AS course_key, e.key AS episode_key, q.title, q.pass_percentage
         FROM live_quizzes q JOIN live_courses c ON c.id = q.course_id
         LEFT JOIN live_episodes e ON e.id = q.episode_id AND e.retired_at IS NULL
        WHERE q.retired_at IS NULL AND c.retired_at IS NULL ORDER BY q.id`,
    ),
    liveQuizAnswers: await db.query<QuizAnswerRow>(
      `SELECT q.key AS owner_key, qq.id::text AS question_id, qq.text AS question_text,
              qq.type AS question_type, '' AS explanation, qa.text AS answer_text, qa.correct
         FROM live_quiz_questions qq
         JOIN live_quizzes q ON q.id = qq.quiz_id
         JOIN live_quiz_answers qa ON qa.question_id = qq.id
        WHERE qq.last_version IS NULL AND q.retired_at IS NULL
        ORDER BY qq.position, qq.id, qa.position, qa.id`,
    ),
  };
}

/** Keys of the given kind that another pack (or the platform itself) already owns. */
export async function keysOwnedElsewhere(
  db: Queryable,
  table: 'levels' | 'entities' | 'resources' | 'collections' | 'live_courses',
  keys: readonly string[],
  packKey: string,
): Promise<Array<{ key: string; pack_key: string }>> {
  if (keys.length === 0) return [];
  return db.query<{ key: string; pack_key: string }>(
    `SELECT key, pack_key FROM ${table} WHERE key = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb))) AND pack_key <> $2`,
    [JSON.stringify(keys), packKey],
  );
}

/** Keys of episodes or live quizzes that belong to a course of another pack. */
export async function liveKeysOwnedElsewhere(
  db: Queryable,
  table: 'live_episodes' | 'live_quizzes',
  keys: readonly string[],
  packKey: string,
): Promise<Array<{ key: string; pack_key: string }>> {
  if (keys.length === 0) return [];
  return db.query<{ key: string; pack_key: string }>(
    `SELECT x.key, c.pack_key FROM ${table} x JOIN live_courses c ON c.id = x.course_id
      WHERE x.key = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb))) AND c.pack_key <> $2`,
    [JSON.stringify(keys), packKey],
  );
}
