import type { Question, Reply } from '#common/api/journey/questions.ts';
import type { Queryable } from '../../db/database.ts';

interface PostRow {
  id: string;
  text: string;
  created_at: Date | string;
  user_id: string;
  name: string;
}

interface ReplyRow extends PostRow {
  question_id: string;
}

/**
 * The questions of a resource, newest first, each with its replies oldest first. Posts a
 * moderator hid are left out for everyone (server/moderation).
 */
export async function listQuestions(
  db: Queryable,
  resourceId: string,
  viewerId: string,
): Promise<Question[]> {
  const questions = await db.query<PostRow>(
    `SELECT q.id::text AS id, q.text, q.created_at, u.id::text AS user_id, u.name
       FROM questions q JOIN users u ON u.id = q.user_id
      WHERE q.resource_id = $1 AND q.hidden_at IS NULL ORDER BY q.created_at DESC, q.id DESC`,
    [resourceId],
  );
  const replies = await db.query<ReplyRow>(
    `SELECT r.id::text AS id, r.question_id::text AS question_id, r.text, r.created_at,
            u.id::text AS user_id, u.name
       FROM question_replies r JOIN questions q ON q.id = r.question_id
       JOIN users u ON u.id = r.user_id
      WHERE q.resource_id = $1 AND q.hidden_at IS NULL AND r.hidden_at IS NULL
      ORDER BY r.created_at, r.id`,
    [resourceId],
  );
  return questions.map((question) => ({
    ...toPost(question, viewerId),
    replies: replies
      .filter((reply) => reply.question_id === question.id)
      .map((reply) => toPost(reply, viewerId)),
  }));
}

export async function insertQuestion(
  db: Queryable,
  input: { resourceId: string; userId: string; text: string; now: Date },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO questions (resource_id, user_id, text, created_at) VALUES ($1, $2, $3, $4)
     RETURNING id::text AS id`,
    [input.resourceId, input.userId, input.text, input.now],
  );
  return rows[0]!.id;
}

export async function insertReply(
  db: Queryable,
  input: { questionId: string; userId: string; text: string; now: Date },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO question_replies (question_id, user_id, text, created_at) VALUES ($1, $2, $3, $4)
     RETURNING id::text AS id`,
    [input.questionId, input.userId, input.text, input.now],
  );
  return rows[0]!.id;
}

/** The resource a question belongs to (null: no such question, or a hidden one). */
export async function resourceOfQuestion(
  db: Queryable,
  questionId: string,
): Promise<string | null> {
  const rows = await db.query<{ resource_id: string }>(
    'SELECT resource_id::text AS resource_id FROM questions WHERE id = $1 AND hidden_at IS NULL',
    [questionId],
  );
  return rows[0]?.resource_id ?? null;
}

/** The resource a reply's question belongs to (null: no such reply, or a hidden one). */
export async function resourceOfReply(db: Queryable, replyId: string): Promise<string | null> {
  const rows = await db.query<{ resource_id: string }>(
    `SELECT q.resource_id::text AS resource_id FROM question_replies r
       JOIN questions q ON q.id = r.question_id
      WHERE r.id = $1 AND r.hidden_at IS NULL AND q.hidden_at IS NULL`,
    [replyId],
  );
  return rows[0]?.resource_id ?? null;
}

/** Deletes the viewer's own question or reply; false when there is none of theirs. */
export async function deleteOwn(
  db: Queryable,
  table: 'questions' | 'question_replies',
  id: string,
  userId: string,
): Promise<boolean> {
  const rows = await db.query(`DELETE FROM ${table} WHERE id = $1 AND user_id = $2 RETURNING id`, [
    id,
    userId,
  ]);
  return rows.length > 0;
}

/** Records a report once per user; false when this user already reported it. */
export async function insertReport(
  db: Queryable,
  kind: 'question' | 'reply',
  id: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const sql =
    kind === 'question'
      ? 'INSERT INTO question_reports (question_id, user_id, reported_at) VALUES ($1, $2, $3)'
      : 'INSERT INTO reply_reports (reply_id, user_id, reported_at) VALUES ($1, $2, $3)';
  const rows = await db.query(`${sql} ON CONFLICT DO NOTHING RETURNING user_id`, [id, userId, now]);
  return rows.length > 0;
}

function toPost(row: PostRow, viewerId: string): Reply {
  return {
    id: row.id,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    author: { user_id: row.user_id, name: row.name },
    own: row.user_id === viewerId,
  };
}
