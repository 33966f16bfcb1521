import { badgeName, parseBadgeId } from '#common/profile/badges.ts';
import type { Queryable } from '../../db/database.ts';
import { VISIBLE_ENTITY_SQL } from '../profile-repository.ts';

/** A badge of the content: entity `hexId` gives `count` badges, this is number `number`. */
export interface BadgeDefinition {
  id: string;
  name: string;
  entityTitle: string;
  description: string;
  tags: string[];
}

/** The badge an id names, or null when no visible entity gives it. */
export async function findBadge(db: Queryable, id: string): Promise<BadgeDefinition | null> {
  const parsed = parseBadgeId(id);
  if (!parsed) return null;
  const [row] = await db.query<{
    title: string;
    description: string;
    num_badges: number;
    tags: unknown;
  }>(
    `SELECT e.title, e.description, e.num_badges, e.tags FROM entities e
     WHERE e.hex_id = $1 AND ${VISIBLE_ENTITY_SQL}`,
    [parsed.entityHexId],
  );
  if (!row || parsed.number > row.num_badges) return null;
  return {
    id,
    name: badgeName(row.title, parsed.number, row.num_badges),
    entityTitle: row.title,
    description: row.description,
    tags: Array.isArray(row.tags) ? row.tags.filter((tag) => typeof tag === 'string') : [],
  };
}

export interface AssertionRow {
  id: string;
  userId: string;
  badgeId: string;
  recipientEmail: string;
  salt: string;
  baseUrl: string;
  issuedAt: Date;
  revokedAt: Date | null;
}

const ASSERTION_COLUMNS = `id, user_id::text AS "userId", badge_id AS "badgeId",
  recipient_email AS "recipientEmail", salt, base_url AS "baseUrl", issued_at AS "issuedAt",
  revoked_at AS "revokedAt"`;

function toAssertion(row: AssertionRow): AssertionRow {
  return {
    ...row,
    issuedAt: new Date(row.issuedAt),
    revokedAt: row.revokedAt ? new Date(row.revokedAt) : null,
  };
}

export async function insertAssertion(db: Queryable, assertion: AssertionRow): Promise<void> {
  await db.query(
    `INSERT INTO badge_assertions (id, user_id, badge_id, recipient_email, salt, base_url, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      assertion.id,
      assertion.userId,
      assertion.badgeId,
      assertion.recipientEmail,
      assertion.salt,
      assertion.baseUrl,
      assertion.issuedAt,
    ],
  );
}

export async function findAssertion(db: Queryable, id: string): Promise<AssertionRow | null> {
  const [row] = await db.query<AssertionRow>(
    `SELECT ${ASSERTION_COLUMNS} FROM badge_assertions WHERE id = $1`,
    [id],
  );
  return row ? toAssertion(row) : null;
}

export async function assertionsOf(db: Queryable, userId: string): Promise<AssertionRow[]> {
  const rows = await db.query<AssertionRow>(
    `SELECT ${ASSERTION_COLUMNS} FROM badge_assertions WHERE user_id = $1
     ORDER BY issued_at DESC, id`,
    [userId],
  );
  return rows.map(toAssertion);
}

/**
 * Revokes the owner's assertion. The guarded UPDATE decides, so of two revocations (even in the
 * same millisecond) exactly one is 'revoked'; then 'already', or 'missing' when not theirs.
 */
export async function revokeAssertion(
  db: Queryable,
  userId: string,
  id: string,
  at: Date,
): Promise<'revoked' | 'already' | 'missing'> {
  const revoked = await db.query(
    `UPDATE badge_assertions SET revoked_at = $3
      WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
    [id, userId, at],
  );
  if (revoked.length > 0) return 'revoked';
  const existing = await db.query('SELECT 1 FROM badge_assertions WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return existing.length > 0 ? 'already' : 'missing';
}
