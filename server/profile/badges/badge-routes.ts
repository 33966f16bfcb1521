import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { sendFile } from '../../files/send-file.ts';
import { route } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/http-error.ts';
import { serverPublicOrigin } from '../../http/public-origin.ts';
import { findAssertion, findBadge } from './badge-repository.ts';
import { badgeSvg } from './badge-image.ts';
import { issueBadge, ownAssertions, ownBakedBadge, revokeOwnAssertion } from './badge-service.ts';
import {
  assertionDocument,
  badgeClassDocument,
  issuerDocument,
  revokedAssertionDocument,
} from './open-badges.ts';

/**
 * The public /api/tj base (HG_PUBLIC_URL, never the Host header): the hosted documents' ids start
 * with it, and an assertion keeps it for good.
 */
function serviceBaseUrl(app: FastifyInstance): string {
  return `${serverPublicOrigin(app)}${SERVICE_PREFIXES.apiBaseUrl}`;
}

/**
 * Badges as Open Badges 2.0 (spec 02 §7 generate-tj-credly-badge): the student has an earned
 * badge issued to an e-mail address, lists and revokes what they issued, downloads the baked
 * image; issuer, badge classes and assertions are public hosted JSON anyone can verify.
 */
export async function badgeRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;

  route(app, profileEndpoints.generateBadge, ({ body, auth }) =>
    issueBadge(db, {
      userId: auth.user_id,
      badgeId: body.badge_id,
      email: body.email!,
      alsoSecondaryEmail: body.change_secondary_email,
      baseUrl: serviceBaseUrl(app),
      now: new Date(clock()),
    }),
  );

  route(app, profileEndpoints.getBadgeAssertions, ({ auth }) => ownAssertions(db, auth.user_id));

  route(app, profileEndpoints.revokeBadgeAssertion, async ({ params, auth }) => {
    await revokeOwnAssertion(db, auth.user_id, params.id, new Date(clock()));
  });

  route(app, profileEndpoints.downloadBakedBadge, async ({ params, auth, reply }) =>
    sendFile(reply, { ...(await ownBakedBadge(db, auth.user_id, params.id)), type: 'svg' }),
  );

  route(app, profileEndpoints.getBadgeIssuer, async () =>
    issuerDocument(serviceBaseUrl(app), app.services.config.issuerEmail),
  );

  route(app, profileEndpoints.getBadgeClass, async ({ params }) => {
    const badge = await findBadge(db, params.badgeId);
    if (!badge) throw notFound();
    return badgeClassDocument(serviceBaseUrl(app), badge);
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
