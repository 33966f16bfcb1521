import type { Queryable } from '../../db/database.ts';
import { liveResourceSql } from '../content/retired-sql.ts';

/** The entity a resource belongs to, with what completing it gives. */
export interface ResourceOwner {
  entity_id: string;
  points: number;
  title: string;
  certificate: boolean;
}

export async function findResourceOwner(
  tx: Queryable,
  resourceId: string,
): Promise<ResourceOwner | undefined> {
  const resource = await tx.query<ResourceOwner>(
    `SELECT r.entity_id::text AS entity_id, e.points, e.title, e.certificate
       FROM resources r JOIN entities e ON e.id = r.entity_id WHERE r.id = $1`,
    [resourceId],
  );
  return resource[0];
}

/** A lock held until the caller's transaction ends, one per user and entity. */
export async function lockCompletion(tx: Queryable, userId: string, entityId: string) {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1)::bigint)', [
    `completion:${userId}:${entityId}`,
  ]);
}

/** Marks the resource completed; false when it was already. */
export async function insertResourceProgress(
  tx: Queryable,
  userId: string,
  resourceId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO resource_progress (user_id, resource_id, completed_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING resource_id`,
    [userId, resourceId, now],
  );
  return inserted.length > 0;
}

/**
 * How many live resources of the entity the user has not completed: a resource an import
 * retired no longer stands between a student and the entity's completion.
 */
export async function countRemainingResources(
  tx: Queryable,
  entityId: string,
  userId: string,
): Promise<number> {
  const remaining = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM resources r
      WHERE r.entity_id = $1 AND ${liveResourceSql('r')} AND NOT EXISTS (
        SELECT 1 FROM resource_progress p WHERE p.user_id = $2 AND p.resource_id = r.id)`,
    [entityId, userId],
  );
  return remaining[0]?.count ?? 1;
}

/** Marks the entity completed; false when it was already. */
export async function insertEntityProgress(
  tx: Queryable,
  userId: string,
  entityId: string,
  now: Date,
): Promise<boolean> {
  const entityRows = await tx.query(
    `INSERT INTO entity_progress (user_id, entity_id, completed_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING entity_id`,
    [userId, entityId, now],
  );
  return entityRows.length > 0;
}

/** Writes an award in the points ledger once per source; answers the points this call awarded. */
export async function awardPoints(
  tx: Queryable,
  award: { userId: string; source: string; sourceId: string; points: number; now: Date },
): Promise<number> {
  const awarded = await tx.query<{ points: number }>(
    `INSERT INTO user_points (user_id, source, source_id, points, awarded_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING points`,
    [award.userId, award.source, award.sourceId, award.points, award.now],
  );
  return awarded[0]?.points ?? 0;
}

/** A user's points: the sum of the ledger. */
export async function totalPoints(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    'SELECT coalesce(sum(points), 0)::int AS total FROM user_points WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.total ?? 0;
}
