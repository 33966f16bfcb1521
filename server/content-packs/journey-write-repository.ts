import type {
  PackCollection,
  PackEntity,
  PackQuiz,
  PackResource,
} from '#common/content-pack/manifest.ts';
import type { Queryable } from '../db/database.ts';
import { hexIdForKey } from './hex-id.ts';

/**
 * The journey's content as an import writes it: upserts by key (a retired item that a pack
 * brings back is live again), never a delete of anything a student's record points at. Wire
 * ids stay derived from keys (hexIdForKey), so links and progress survive every re-import.
 */

export async function upsertLevel(
  tx: Queryable,
  packKey: string,
  level: { key: string; title: string; order_num: number; download_materials_link?: string },
): Promise<string> {
  return idOf(
    await tx.query<{ id: string }>(
      `INSERT INTO levels (key, pack_key, title, order_num, download_materials_link)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key) DO UPDATE SET pack_key = EXCLUDED.pack_key, title = EXCLUDED.title,
         order_num = EXCLUDED.order_num, download_materials_link = EXCLUDED.download_materials_link,
         retired_at = NULL
       RETURNING id::text AS id`,
      [level.key, packKey, level.title, level.order_num, level.download_materials_link ?? null],
    ),
  );
}

export async function upsertEntity(
  tx: Queryable,
  input: { packKey: string; entity: PackEntity; levelId: string | null; orderNum: number },
): Promise<string> {
  const { entity } = input;
  return idOf(
    await tx.query<{ id: string }>(
      `INSERT INTO entities (hex_id, key, pack_key, level_id, type, title, description, order_num,
         pcto_minutes, points, tags, num_badges, certificate, download_materials_link)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14)
       ON CONFLICT (key) DO UPDATE SET pack_key = EXCLUDED.pack_key, level_id = EXCLUDED.level_id,
         type = EXCLUDED.type, title = EXCLUDED.title, description = EXCLUDED.description,
         order_num = EXCLUDED.order_num, pcto_minutes = EXCLUDED.pcto_minutes,
         points = EXCLUDED.points, tags = EXCLUDED.tags, num_badges = EXCLUDED.num_badges,
         certificate = EXCLUDED.certificate,
         download_materials_link = EXCLUDED.download_materials_link, retired_at = NULL
       RETURNING id::text AS id`,
      [
        hexIdForKey(entity.key),
        entity.key,
        input.packKey,
        input.levelId,
        entity.type,
        entity.title,
        entity.description,
        input.orderNum,
        entity.pcto_minutes,
        entity.points,
        JSON.stringify(entity.tags),
        entity.num_badges,
        entity.certificate,
        entity.download_materials_link ?? null,
      ],
    ),
  );
}

/**
 * An entity's sections become the given titles, matched by position: existing ones are
 * renamed (their resources stay), missing ones added, extra ones retired.
 */
export async function syncSections(
  tx: Queryable,
  entityId: string,
  titles: readonly string[],
  now: Date,
): Promise<void> {
  const existing = await tx.query<{ id: string; order_num: number }>(
    'SELECT id::text AS id, order_num FROM sections WHERE entity_id = $1 ORDER BY order_num, id',
    [entityId],
  );
  const byOrder = new Map(existing.map((row) => [Number(row.order_num), row.id]));
  for (const [index, title] of titles.entries()) {
    const id = byOrder.get(index + 1);
    if (id) {
      await tx.query('UPDATE sections SET title = $2, retired_at = NULL WHERE id = $1', [
        id,
        title,
      ]);
    } else {
      await tx.query('INSERT INTO sections (entity_id, title, order_num) VALUES ($1, $2, $3)', [
        entityId,
        title,
        index + 1,
      ]);
    }
  }
  await tx.query(
    `UPDATE sections SET retired_at = $3
      WHERE entity_id = $1 AND order_num > $2 AND retired_at IS NULL`,
    [entityId, titles.length, now],
  );
}

/** The ids of an entity and of its section at a position (1-based). */
export async function sectionOf(
  tx: Queryable,
  entityKey: string,
  orderNum: number,
): Promise<{ entityId: string; sectionId: string }> {
  const [row] = await tx.query<{ entity_id: string; section_id: string }>(
    `SELECT e.id::text AS entity_id, s.id::text AS section_id
       FROM entities e JOIN sections s ON s.entity_id = e.id
      WHERE e.key = $1 AND s.order_num = $2 ORDER BY s.id LIMIT 1`,
    [entityKey, orderNum],
  );
  if (!row) throw new Error(`The import wrote no section ${orderNum} of ${entityKey}`);
  return { entityId: row.entity_id, sectionId: row.section_id };
}

export async function levelIdOf(tx: Queryable, key: string): Promise<string> {
  return idOf(
    await tx.query<{ id: string }>('SELECT id::text AS id FROM levels WHERE key = $1', [key]),
  );
}

export async function upsertResource(
  tx: Queryable,
  input: {
    packKey: string;
    resource: PackResource;
    entityId: string;
    sectionId: string;
    orderNum: number;
  },
): Promise<string> {
  const { resource } = input;
  return idOf(
    await tx.query<{ id: string }>(
      `INSERT INTO resources (key, pack_key, section_id, entity_id, type, title, description,
         order_num, duration_seconds, media_file, captions_file, instructions)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (key) DO UPDATE SET pack_key = EXCLUDED.pack_key,
         section_id = EXCLUDED.section_id, entity_id = EXCLUDED.entity_id, type = EXCLUDED.type,
         title = EXCLUDED.title, description = EXCLUDED.description,
         order_num = EXCLUDED.order_num, duration_seconds = EXCLUDED.duration_seconds,
         media_file = EXCLUDED.media_file, captions_file = EXCLUDED.captions_file,
         instructions = EXCLUDED.instructions, retired_at = NULL
       RETURNING id::text AS id`,
      [
        resource.key,
        input.packKey,
        input.sectionId,
        input.entityId,
        resource.type,
        resource.title,
        resource.description,
        input.orderNum,
        resource.type === 'quiz' ? null : resource.duration_seconds,
        resource.type === 'video_lesson' ? resource.media : null,
        resource.type === 'video_lesson' ? (resource.captions ?? null) : null,
        resource.type === 'exercise' ? resource.instructions : null,
      ],
    ),
  );
}

/** A quiz resource's quiz, with the questions of its current version (null when it has none). */
export async function currentQuiz(
  tx: Queryable,
  resourceId: string,
): Promise<{ id: string; version: number; questions: unknown[] } | null> {
  const [quiz] = await tx.query<{ id: string; version: number; questions: unknown[] }>(
    `SELECT q.id::text AS id, q.version,
            coalesce((SELECT jsonb_agg(jsonb_build_object(
                       'text', qq.text, 'type', qq.type, 'explanation', qq.explanation,
                       'answers', (SELECT jsonb_agg(jsonb_build_object('text', qa.text, 'correct', qa.correct)
                                                    ORDER BY qa.order_num, qa.id)
                                     FROM quiz_answers qa WHERE qa.question_id = qq.id))
                     ORDER BY qq.order_num, qq.id)
                        FROM quiz_questions qq
                       WHERE qq.quiz_id = q.id AND qq.last_version IS NULL), '[]'::jsonb) AS questions
       FROM quizzes q WHERE q.resource_id = $1`,
    [resourceId],
  );
  return quiz ? { ...quiz, version: Number(quiz.version) } : null;
}

export async function insertQuiz(tx: Queryable, resourceId: string, quiz: PackQuiz): Promise<void> {
  const quizId = idOf(
    await tx.query<{ id: string }>(
      `INSERT INTO quizzes (resource_id, kind, pass_percentage) VALUES ($1, $2, $3)
       RETURNING id::text AS id`,
      [resourceId, quiz.kind, quiz.pass_percentage],
    ),
  );
  await insertQuestions(tx, quizId, 1, quiz);
}

/**
 * The quiz's settings, and when its questions changed, a new version: the current questions
 * stay for the attempts made on them, and the new ones are the next version's.
 */
export async function updateQuiz(
  tx: Queryable,
  quizId: string,
  quiz: PackQuiz,
  newVersionAfter: number | null,
): Promise<void> {
  if (newVersionAfter !== null) {
    await tx.query(
      'UPDATE quiz_questions SET last_version = $2 WHERE quiz_id = $1 AND last_version IS NULL',
      [quizId, newVersionAfter],
    );
    await insertQuestions(tx, quizId, newVersionAfter + 1, quiz);
  }
  await tx.query(
    `UPDATE quizzes SET kind = $2, pass_percentage = $3, version = coalesce($4::int, version)
      WHERE id = $1`,
    [
      quizId,
      quiz.kind,
      quiz.pass_percentage,
      newVersionAfter === null ? null : newVersionAfter + 1,
    ],
  );
}

async function insertQuestions(
  tx: Queryable,
  quizId: string,
  version: number,
  quiz: PackQuiz,
): Promise<void> {
  const questions = await tx.query<{ id: string; order_num: number }>(
    `INSERT INTO quiz_questions (quiz_id, text, type, explanation, order_num, first_version)
     SELECT $1, q.text, q.type, q.explanation, q.ord, $2
       FROM jsonb_to_recordset($3::jsonb) AS q(text text, type text, explanation text, ord int)
     RETURNING id::text AS id, order_num`,
    [
      quizId,
      version,
      JSON.stringify(
        quiz.questions.map((question, index) => ({
          text: question.text,
          type: question.type,
          explanation: question.explanation,
          ord: index + 1,
        })),
      ),
    ],
  );
  const idByOrder = new Map(questions.map((row) => [Number(row.order_num), row.id]));
  await tx.query(
    `INSERT INTO quiz_answers (question_id, text, correct, order_num)
     SELECT a.question_id, a.text, a.correct, a.ord
       FROM jsonb_to_recordset($1::jsonb) AS a(question_id bigint, text text, correct boolean, ord int)`,
    [
      JSON.stringify(
        quiz.questions.flatMap((question, index) =>
          question.answers.map((answer, answerIndex) => ({
            question_id: idByOrder.get(index + 1),
            text: answer.text,
            correct: answer.correct,
            ord: answerIndex + 1,
          })),
        ),
      ),
    ],
  );
}

export async function upsertCollection(
  tx: Queryable,
  packKey: string,
  kind: 'professional_path' | 'skill_focus',
  collection: PackCollection,
): Promise<void> {
  const id = idOf(
    await tx.query<{ id: string }>(
      `INSERT INTO collections (key, pack_key, kind, title, description) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key) DO UPDATE SET pack_key = EXCLUDED.pack_key, kind = EXCLUDED.kind,
         title = EXCLUDED.title, description = EXCLUDED.description, retired_at = NULL
       RETURNING id::text AS id`,
      [collection.key, packKey, kind, collection.title, collection.description],
    ),
  );
  // Members are links with no student data: replaced whole.
  await tx.query('DELETE FROM collection_entities WHERE collection_id = $1', [id]);
  await tx.query(
    `INSERT INTO collection_entities (collection_id, entity_id, order_num)
     SELECT $1, e.id, k.ord FROM jsonb_array_elements_text($2::jsonb) WITH ORDINALITY AS k(key, ord)
       JOIN entities e ON e.key = k.key`,
    [id, JSON.stringify(collection.entity_keys)],
  );
}

/** The pack's single entities of the home page, after those of the other packs. */
export async function replacePackSingles(
  tx: Queryable,
  packKey: string,
  keys: readonly string[],
): Promise<void> {
  await tx.query(
    'DELETE FROM single_entities WHERE entity_id IN (SELECT id FROM entities WHERE pack_key = $1)',
    [packKey],
  );
  await tx.query(
    `INSERT INTO single_entities (entity_id, order_num)
     SELECT e.id, (SELECT coalesce(max(order_num), 0) FROM single_entities) + k.ord
       FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS k(key, ord) JOIN entities e ON e.key = k.key`,
    [JSON.stringify(keys)],
  );
}

/** Retires the pack's items of a table that the pack no longer has. */
export async function retireMissing(
  tx: Queryable,
  table: 'levels' | 'entities' | 'resources' | 'collections' | 'live_courses',
  packKey: string,
  keep: readonly string[],
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE ${table} SET retired_at = $3
      WHERE pack_key = $1 AND retired_at IS NULL AND NOT (key = ANY(ARRAY(SELECT jsonb_array_elements_text($2::jsonb))))`,
    [packKey, JSON.stringify(keep), now],
  );
}

function idOf(rows: Array<{ id: string }>): string {
  const id = rows[0]?.id;
  if (!id) throw new Error('A content write returned no id');
  return id;
}
