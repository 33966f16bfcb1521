import {
  MAX_REPORTED_POSTS,
  type ModeratedKind,
  type ReportedPost,
} from '#common/api/moderation/moderation.ts';
import { paths } from '#common/routing/paths.ts';
import type { Queryable } from '../db/database.ts';

/** The tables behind each kind of post: its own, and the reports on it. */
const TABLES: Record<ModeratedKind, { posts: string; reports: string; reportKey: string }> = {
  question: { posts: 'questions', reports: 'question_reports', reportKey: 'question_id' },
  reply: { posts: 'question_replies', reports: 'reply_reports', reportKey: 'reply_id' },
};

interface ReportedRow {
  kind: ModeratedKind;
  id: string;
  text: string;
  created_at: Date | string;
  user_id: string;
  name: string;
  question_text: string | null;
  resource_id: string;
  resource_title: string;
  hex_id: string;
  reports: number;
  last_reported_at: Date | string;
  hidden_at: Date | string | null;
}

/**
 * Every reported question and reply, one row each with its report count. `$1`/`$2` optionally
 * narrow it to one post (kind, id); both null lists them all.
 */
const REPORTED_POSTS_SQL = `
  SELECT * FROM (
    SELECT 'question' AS kind, q.id::text AS id, q.text, q.created_at,
           u.id::text AS user_id, u.name, NULL::text AS question_text,
           r.id::text AS resource_id, r.title AS resource_title, e.hex_id,
           rep.reports, rep.last_reported_at, q.hidden_at
      FROM (SELECT question_id, count(*)::int AS reports, max(reported_at) AS last_reported_at
              FROM question_reports GROUP BY question_id) rep
      JOIN questions q ON q.id = rep.question_id
      JOIN users u ON u.id = q.user_id
      JOIN resources r ON r.id = q.resource_id
      JOIN entities e ON e.id = r.entity_id
    UNION ALL
    SELECT 'reply' AS kind, p.id::text AS id, p.text, p.created_at,
           u.id::text AS user_id, u.name, q.text AS question_text,
           r.id::text AS resource_id, r.title AS resource_title, e.hex_id,
           rep.reports, rep.last_reported_at, p.hidden_at
      FROM (SELECT reply_id, count(*)::int AS reports, max(reported_at) AS last_reported_at
              FROM reply_reports GROUP BY reply_id) rep
      JOIN question_replies p ON p.id = rep.reply_id
      JOIN questions q ON q.id = p.question_id
      JOIN users u ON u.id = p.user_id
      JOIN resources r ON r.id = q.resource_id
      JOIN entities e ON e.id = r.entity_id
  ) posts
  WHERE ($1::text IS NULL OR (kind = $1 AND id = $2))
  ORDER BY last_reported_at DESC, kind, id::bigint DESC
  LIMIT ${MAX_REPORTED_POSTS}`;

/** The reported posts, the latest reported first (hidden ones too: they can be restored). */
export async function listReportedPosts(db: Queryable): Promise<ReportedPost[]> {
  const rows = await db.query<ReportedRow>(REPORTED_POSTS_SQL, [null, null]);
  return rows.map(toReportedPost);
}

/** One reported post (null: no such post, or nobody reported it). */
export async function findReportedPost(
  db: Queryable,
  kind: ModeratedKind,
  id: string,
): Promise<ReportedPost | null> {
  const [row] = await db.query<ReportedRow>(REPORTED_POSTS_SQL, [kind, id]);
  return row ? toReportedPost(row) : null;
}

/**
 * Hides or restores a reported post; answers its author and text when this call changed it,
 * null when it already was so (or is not a reported post), so a repeated click tells nobody.
 */
export async function setPostHidden(
  tx: Queryable,
  input: { kind: ModeratedKind; id: string; hidden: boolean; moderatorId: string; now: Date },
): Promise<{ authorId: string; text: string } | null> {
  const { posts, reports, reportKey } = TABLES[input.kind];
  const rows = await tx.query<{ user_id: string; text: string }>(
    `UPDATE ${posts} SET hidden_at = CASE WHEN $2 THEN $3::timestamptz END,
            hidden_by = CASE WHEN $2 THEN $4::bigint END
      WHERE id = $1 AND (hidden_at IS NULL) = $2
        AND EXISTS (SELECT 1 FROM ${reports} WHERE ${reportKey} = $1)
      RETURNING user_id::text AS user_id, text`,
    [input.id, input.hidden, input.now, input.moderatorId],
  );
  const [row] = rows;
  return row ? { authorId: row.user_id, text: row.text } : null;
}

function toReportedPost(row: ReportedRow): ReportedPost {
  return {
    kind: row.kind,
    id: row.id,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    author: { user_id: row.user_id, name: row.name },
    question_text: row.question_text,
    resource: {
      id: row.resource_id,
      title: row.resource_title,
      link: paths.episodeDetail.href(row.hex_id, row.resource_id),
    },
    reports: row.reports,
    last_reported_at: new Date(row.last_reported_at).toISOString(),
    hidden_at: row.hidden_at === null ? null : new Date(row.hidden_at).toISOString(),
  };
}
