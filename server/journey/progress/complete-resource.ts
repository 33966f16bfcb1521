import type { Queryable } from '../../db/database.ts';
import {
  notifyCertificateEarned,
  notifyTitleIfReached,
} from '../../notifications/notification-events.ts';
import {
  awardPoints,
  countRemainingResources,
  findResourceOwner,
  insertEntityProgress,
  insertResourceProgress,
  lockCompletion,
  totalPoints,
} from './progress-repository.ts';

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
  const owner = await findResourceOwner(tx, resourceId);
  if (!owner) throw new Error(`completeResource: no resource ${resourceId}`);

  // One completion at a time per user and entity, until this transaction ends. Without it, the
  // last two resources completed at the same moment (two tabs, a quiz and an exercise) each
  // count the other as still open, and the entity is never completed nor its points awarded.
  await lockCompletion(tx, userId, owner.entity_id);

  const resourceNewlyCompleted = await insertResourceProgress(tx, userId, resourceId, now);
  let entityNewlyCompleted = false;
  let pointsAwarded = 0;
  if ((await countRemainingResources(tx, owner.entity_id, userId)) === 0) {
    entityNewlyCompleted = await insertEntityProgress(tx, userId, owner.entity_id, now);
    pointsAwarded = await awardPoints(tx, {
      userId,
      source: ENTITY_POINTS_SOURCE,
      sourceId: owner.entity_id,
      points: owner.points,
      now,
    });
    await notifyCompletion(tx, { userId, entity: owner, entityNewlyCompleted, pointsAwarded, now });
  }
  return { resourceNewlyCompleted, entityNewlyCompleted, pointsAwarded };
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
