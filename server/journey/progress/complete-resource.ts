import type { Queryable } from '../../db/database.ts';
import {
  notifyCertificateEarned,
  notifyTitleIfReached,
} from '../../notifications/notification-events.ts';

/** Ledger source of the points an entity gives when completed (user_points.source). */
export const ENTITY_POINTS_SOURCE = 'entity';

export interface CompleteResourceInput {
  userId: string;
  resourceId: string;
  now: Date;
}

/** What a completion changed; everything false/0 when it had already happened. */
export interface CompletionResult {
  resourceNewlyCompleted: boolean;
  entityNewlyCompleted: boolean;
  /** Points awarded by this call (the entity's points, once). */
  pointsAwarded: number;
}

/**
 * Marks a resource completed for a user, then its entity when every resource of the entity is
 * completed, awarding the entity's points through the ledger. Idempotent: every step is an
 * insert that does nothing when its row exists, so retries, double clicks and two replicas
 * racing award points once. The caller has already checked that the user may complete it.
 * Run it inside the caller's transaction (its lock is held until that transaction ends).
 */
export async function completeResource(
  tx: Queryable,
  { userId, resourceId, now }: CompleteResourceInput,
): Promise<CompletionResult> {
  const resource = await tx.query<{
    entity_id: string;
    points: number;
    title: string;
    certificate: boolean;
  }>(
    `SELECT r.entity_id::text AS entity_id, e.points, e.title, e.certificate
       FROM resources r JOIN entities e ON e.id = r.entity_id WHERE r.id = $1`,
    [resourceId],
  );
  const owner = resource[0];
  if (!owner) throw new Error(`completeResource: no resource ${resourceId}`);

  // One completion at a time per user and entity, until this transaction ends. Without it, the
  // last two resources completed at the same moment (two tabs, a quiz and an exercise) each
  // count the other as still open, and the entity is never completed nor its points awarded.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1)::bigint)', [
    `completion:${userId}:${owner.entity_id}`,
  ]);

  const inserted = await tx.query(
    `INSERT INTO resource_progress (user_id, resource_id, completed_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING resource_id`,
    [userId, resourceId, now],
  );
  const remaining = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM resources r
      WHERE r.entity_id = $1 AND NOT EXISTS (
        SELECT 1 FROM resource_progress p WHERE p.user_id = $2 AND p.resource_id = r.id)`,
    [owner.entity_id, userId],
  );
  let entityNewlyCompleted = false;
  let pointsAwarded = 0;
  if ((remaining[0]?.count ?? 1) === 0) {
    const entityRows = await tx.query(
      `INSERT INTO entity_progress (user_id, entity_id, completed_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING entity_id`,
      [userId, owner.entity_id, now],
    );
    entityNewlyCompleted = entityRows.length > 0;
    const awarded = await tx.query<{ points: number }>(
      `INSERT INTO user_points (user_id, source, source_id, points, awarded_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING points`,
      [userId, ENTITY_POINTS_SOURCE, owner.entity_id, owner.points, now],
    );
    pointsAwarded = awarded[0]?.points ?? 0;
    await notifyCompletion(tx, { userId, entity: owner, entityNewlyCompleted, pointsAwarded, now });
  }
  return { resourceNewlyCompleted: inserted.length > 0, entityNewlyCompleted, pointsAwarded };
}

/** Tells the student what a completion earned them: a certificate, a new title. */
async function notifyCompletion(
  tx: Queryable,
  event: {
    userId: string;
    entity: { entity_id: string; title: string; certificate: boolean };
    entityNewlyCompleted: boolean;
    pointsAwarded: number;
    now: Date;
  },
): Promise<void> {
  const { userId, entity, now } = event;
  if (event.entityNewlyCompleted && entity.certificate) {
    await notifyCertificateEarned(tx, {
      userId,
      entityId: entity.entity_id,
      entityTitle: entity.title,
      now,
    });
  }
  if (event.pointsAwarded > 0) {
    const pointsAfter = await totalPoints(tx, userId);
    await notifyTitleIfReached(tx, {
      userId,
      pointsBefore: pointsAfter - event.pointsAwarded,
      pointsAfter,
      now,
    });
  }
}

/** A user's points: the sum of the ledger. */
export async function totalPoints(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    'SELECT coalesce(sum(points), 0)::int AS total FROM user_points WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.total ?? 0;
}
