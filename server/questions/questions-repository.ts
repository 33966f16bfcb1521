import type { Queryable } from '../db/database.ts';
import type { PostRow, QuestionSubject, ReplyRow } from './questions-rules.ts';

/**
 * Where each subject keeps its conversation. The tables stayed apart (a resource's questions
 * and replies in two tables with moderation columns and reports; an episode's in one table
 * where a reply names its question), so the SQL differs only by these fragments, fixed here
 * and never built from input.
 */
const TABLES = {
  resource: {
    /** A moderator's hidden posts are left out for everyone (server/moderation). */
    questionsFrom: 'questions q',
    questionsWhere: 'q.resource_id = $1 AND q.hidden_at IS NULL',
    repliesFrom: 'question_replies r JOIN questions q ON q.id = r.question_id',
    repliesWhere: 'q.resource_id = $1 AND q.hidden_at IS NULL AND r.hidden_at IS NULL',
    replyParent: 'r.question_id',
    /** The subject of question $1, when it is a question one may still reply to. */
    subjectOfQuestion: `SELECT resource_id::text AS subject_id FROM questions
                         WHERE id = $1 AND hidden_at IS NULL`,
    insertQuestion: `INSERT INTO questions (resource_id, user_id, text, created_at)
                     VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    insertReply: `INSERT INTO question_replies (question_id, user_id, text, created_at)
                  VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
  },
  episode: {
    questionsFrom: 'live_episode_questions q',
    questionsWhere: 'q.episode_id = $1 AND q.main_question_id IS NULL',
    repliesFrom:
      'live_episode_questions r JOIN live_episode_questions q ON q.id = r.main_question_id',
    repliesWhere: 'q.episode_id = $1',
    replyParent: 'r.main_question_id',
    // A reply is never a question: one cannot reply to a reply.
    subjectOfQuestion: `SELECT episode_id::text AS subject_id FROM live_episode_questions
                         WHERE id = $1 AND main_question_id IS NULL`,
    insertQuestion: `INSERT INTO live_episode_questions (episode_id, user_id, text, created_at)
                     VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    // The reply belongs to its question's episode.
    insertReply: `INSERT INTO live_episode_questions
                    (episode_id, user_id, main_question_id, text, created_at)
                  SELECT episode_id, $2, id, $3, $4 FROM live_episode_questions WHERE id = $1
                  RETURNING id::text AS id`,
  },
} as const satisfies Record<QuestionSubject, Record<string, string>>;

/** The subject's questions, newest first. */
export async function listQuestionRows(
  db: Queryable,
  subject: QuestionSubject,
  subjectId: string,
): Promise<PostRow[]> {
  const tables = TABLES[subject];
  return db.query<PostRow>(
    `SELECT q.id::text AS id, q.text, q.created_at, u.id::text AS user_id, u.name
       FROM ${tables.questionsFrom} JOIN users u ON u.id = q.user_id
      WHERE ${tables.questionsWhere}
      ORDER BY q.created_at DESC, q.id DESC`,
    [subjectId],
  );
}

/** The replies to the subject's questions, oldest first. */
export async function listReplyRows(
  db: Queryable,
  subject: QuestionSubject,
  subjectId: string,
): Promise<ReplyRow[]> {
  const tables = TABLES[subject];
  return db.query<ReplyRow>(
    `SELECT r.id::text AS id, ${tables.replyParent}::text AS question_id, r.text, r.created_at,
            u.id::text AS user_id, u.name
       FROM ${tables.repliesFrom} JOIN users u ON u.id = r.user_id
      WHERE ${tables.repliesWhere}
      ORDER BY r.created_at, r.id`,
    [subjectId],
  );
}

/** The subject a question belongs to (null: no such question, a hidden one, or a reply). */
export async function subjectOfQuestion(
  db: Queryable,
  subject: QuestionSubject,
  questionId: string,
): Promise<string | null> {
  const rows = await db.query<{ subject_id: string }>(TABLES[subject].subjectOfQuestion, [
    questionId,
  ]);
  return rows[0]?.subject_id ?? null;
}

export async function insertQuestion(
  db: Queryable,
  subject: QuestionSubject,
  input: { subjectId: string; userId: string; text: string; now: Date },
): Promise<string> {
  const rows = await db.query<{ id: string }>(TABLES[subject].insertQuestion, [
    input.subjectId,
    input.userId,
    input.text,
    input.now,
  ]);
  return rows[0]!.id;
}

export async function insertReply(
  db: Queryable,
  subject: QuestionSubject,
  input: { questionId: string; userId: string; text: string; now: Date },
): Promise<string> {
  const rows = await db.query<{ id: string }>(TABLES[subject].insertReply, [
    input.questionId,
    input.userId,
    input.text,
    input.now,
  ]);
  return rows[0]!.id;
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

/**
 * Deletes the viewer's own question or reply on a resource; false when there is none of
 * theirs. Only resources offer it: an episode's questions stay as the live left them.
 */
export async function deleteOwnPost(
  db: Queryable,
  post: 'question' | 'reply',
  id: string,
  userId: string,
): Promise<boolean> {
  const table = post === 'question' ? 'questions' : 'question_replies';
  const rows = await db.query(`DELETE FROM ${table} WHERE id = $1 AND user_id = $2 RETURNING id`, [
    id,
    userId,
  ]);
  return rows.length > 0;
}

/**
 * Records a report on a resource's question or reply once per user; false when this user
 * already reported it. Reports feed server/moderation, which watches resources only.
 */
export async function insertReport(
  db: Queryable,
  post: 'question' | 'reply',
  id: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const sql =
    post === 'question'
      ? 'INSERT INTO question_reports (question_id, user_id, reported_at) VALUES ($1, $2, $3)'
      : 'INSERT INTO reply_reports (reply_id, user_id, reported_at) VALUES ($1, $2, $3)';
  const rows = await db.query(`${sql} ON CONFLICT DO NOTHING RETURNING user_id`, [id, userId, now]);
  return rows.length > 0;
}
