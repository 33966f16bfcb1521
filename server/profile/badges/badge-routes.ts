import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { badgeFileName } from '../../files/file-names.ts';
import { sendFile } from '../../files/send-file.ts';
import { route } from '../../http/endpoint-route.ts';
import { requestOrigin } from '../../http/request-origin.ts';
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
import { badgeSvg, bakedBadgeSvg } from './badge-image.ts';
import {
  assertionDocument,
  badgeClassDocument,
  issuerDocument,
  newAssertionSecrets,
  openBadgeUrls,
  revokedAssertionDocument,
} from './open-badges.ts';

export const BADGE_NOT_EARNED_MESSAGE =
  'Non hai ancora ottenuto questo badge: completa l’attività che lo assegna.';

/** The /api/tj origin as the caller reached it: the hosted documents' ids start with it. */
function serviceBaseUrl(request: FastifyRequest): string {
  return `${requestOrigin(request)}${SERVICE_PREFIXES.apiBaseUrl}`;
}

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
 * Badges as Open Badges 2.0 (spec 02 §7 generate-tj-credly-badge): the student has an earned
 * badge issued to an e-mail address, lists and revokes what they issued, downloads the baked
 * image; issuer, badge classes and assertions are public hosted JSON anyone can verify.
 */
export async function badgeRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;

  route(app, profileEndpoints.generateBadge, async ({ body, auth, request }) => {
    const earned = earnedBadges(await completedEntities(db, auth.user_id));
    const badge = earned.some((item) => item.id === body.badge_id)
      ? await findBadge(db, body.badge_id)
      : null;
    if (!badge) throw validationFailed({ badge_id: BADGE_NOT_EARNED_MESSAGE });
    const email = body.email!;
    const assertion: AssertionRow = {
      ...newAssertionSecrets(),
      userId: auth.user_id,
      badgeId: badge.id,
      recipientEmail: email,
      baseUrl: serviceBaseUrl(request),
      issuedAt: new Date(clock()),
      revokedAt: null,
    };
    await db.transaction(async (tx) => {
      await insertAssertion(tx, assertion);
      if (body.change_secondary_email) {
        await updateProfileColumns(tx, auth.user_id, { sec_email: email });
      }
    });
    return ownerView(assertion, badge);
  });

  route(app, profileEndpoints.getBadgeAssertions, async ({ auth }) => {
    const assertions = await assertionsOf(db, auth.user_id);
    const badges = new Map<string, BadgeDefinition | null>();
    for (const { badgeId } of assertions) {
      if (!badges.has(badgeId)) badges.set(badgeId, await findBadge(db, badgeId));
    }
    return assertions.map((assertion) => ownerView(assertion, badges.get(assertion.badgeId)!));
  });

  route(app, profileEndpoints.revokeBadgeAssertion, async ({ params, auth }) => {
    const outcome = await revokeAssertion(db, auth.user_id, params.id, new Date(clock()));
    if (outcome === 'missing') throw notFound();
    if (outcome === 'already') throw conflict('Questo badge è già stato revocato.');
  });

  route(app, profileEndpoints.downloadBakedBadge, async ({ params, auth, reply }) => {
    const assertion = await findAssertion(db, params.id);
    if (!assertion || assertion.userId !== auth.user_id) throw notFound();
    if (assertion.revokedAt) throw conflict('Questo badge è stato revocato.');
    const badge = await findBadge(db, assertion.badgeId);
    if (!badge) throw notFound();
    return sendFile(reply, {
      bytes: Buffer.from(bakedBadgeSvg(badge, assertion)),
      type: 'svg',
      name: badgeFileName(badge.name),
    });
  });

  route(app, profileEndpoints.getBadgeIssuer, async ({ request }) =>
    issuerDocument(serviceBaseUrl(request)),
  );

  route(app, profileEndpoints.getBadgeClass, async ({ params, request }) => {
    const badge = await findBadge(db, params.badgeId);
    if (!badge) throw notFound();
    return badgeClassDocument(serviceBaseUrl(request), badge);
  });

  route(app, profileEndpoints.getBadgeClassImage, async ({ params, reply }) => {
    const badge = await findBadge(db, params.badgeId);
    if (!badge) throw notFound();
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(badgeSvg(badge));
  });

  // Revocation must be seen at once by every verifier: never cached.
  route(app, profileEndpoints.getHostedAssertion, async ({ params, reply }) => {
    const assertion = await findAssertion(db, params.id);
    if (!assertion) throw notFound();
    reply.header('cache-control', 'no-cache');
    if (assertion.revokedAt) return reply.code(410).send(revokedAssertionDocument(assertion));
    return assertionDocument(assertion);
  });
}
