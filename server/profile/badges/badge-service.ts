import { badgeFileName } from '../../files/file-names.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound, validationFailed } from '../../http/http-error.ts';
import { updateProfileColumns } from '../profile-fields-repository.ts';
import { completedEntities } from '../profile-repository.ts';
import { earnedBadges } from '../profile-view.ts';
import {
  assertionsOf,
  findAssertion,
  findBadge,
  insertAssertion,
  revokeAssertion,
  type AssertionRow,
  type BadgeDefinition,
} from './badge-repository.ts';
import { bakedBadgeSvg } from './badge-image.ts';
import { newAssertionSecrets, openBadgeUrls } from './open-badges.ts';

export const BADGE_NOT_EARNED_MESSAGE =
  'Non hai ancora ottenuto questo badge: completa l’attività che lo assegna.';

/** The owner's view of an assertion. */
function ownerView(assertion: AssertionRow, badge: BadgeDefinition | null) {
  return {
    id: assertion.id,
    badge_id: assertion.badgeId,
    badge_name: badge?.name ?? 'Badge non più disponibile',
    recipient_email: assertion.recipientEmail,
    issued_at: assertion.issuedAt.toISOString(),
    revoked_at: assertion.revokedAt?.toISOString() ?? null,
    assertion_url: openBadgeUrls(assertion.baseUrl).assertion(assertion.id),
  };
}

/**
 * Issues an earned badge to an e-mail address (an unearned or unknown badge is 422), and makes
 * that address the secondary e-mail when asked, in one transaction.
 */
export async function issueBadge(
  db: Database,
  input: {
    userId: string;
    badgeId: string;
    email: string;
    alsoSecondaryEmail: boolean | undefined;
    baseUrl: string;
    now: Date;
  },
) {
  const earned = earnedBadges(await completedEntities(db, input.userId));
  const badge = earned.some((item) => item.id === input.badgeId)
    ? await findBadge(db, input.badgeId)
    : null;
  if (!badge) throw validationFailed({ badge_id: BADGE_NOT_EARNED_MESSAGE });
  const assertion: AssertionRow = {
    ...newAssertionSecrets(),
    userId: input.userId,
    badgeId: badge.id,
    recipientEmail: input.email,
    baseUrl: input.baseUrl,
    issuedAt: input.now,
    revokedAt: null,
  };
  await db.transaction(async (tx) => {
    await insertAssertion(tx, assertion);
    if (input.alsoSecondaryEmail) {
      await updateProfileColumns(tx, input.userId, { sec_email: input.email });
    }
  });
  return ownerView(assertion, badge);
}

/** What the student issued, each with its badge (read once per badge). */
export async function ownAssertions(db: Queryable, userId: string) {
  const assertions = await assertionsOf(db, userId);
  const badges = new Map<string, BadgeDefinition | null>();
  for (const { badgeId } of assertions) {
    if (!badges.has(badgeId)) badges.set(badgeId, await findBadge(db, badgeId));
  }
  return assertions.map((assertion) => ownerView(assertion, badges.get(assertion.badgeId)!));
}

/** Revokes one of the student's assertions: 404 when not theirs, 409 when revoked already. */
export async function revokeOwnAssertion(db: Queryable, userId: string, id: string, now: Date) {
  const outcome = await revokeAssertion(db, userId, id, now);
  if (outcome === 'missing') throw notFound();
  if (outcome === 'already') throw conflict('Questo badge è già stato revocato.');
}

/** The baked image of one of the student's assertions still in force. */
export async function ownBakedBadge(db: Queryable, userId: string, id: string) {
  const assertion = await findAssertion(db, id);
  if (!assertion || assertion.userId !== userId) throw notFound();
  if (assertion.revokedAt) throw conflict('Questo badge è stato revocato.');
  const badge = await findBadge(db, assertion.badgeId);
  if (!badge) throw notFound();
  return { bytes: Buffer.from(bakedBadgeSvg(badge, assertion)), name: badgeFileName(badge.name) };
}
