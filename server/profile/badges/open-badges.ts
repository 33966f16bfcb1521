// eslint-disable-next-line one-home/random-secret -- an assertion's public id and its recipient salt, published in the badge: not secrets
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  obAssertionSchema,
  obRevokedAssertionSchema,
  obBadgeClassSchema,
  obIssuerSchema,
} from '#common/api/profile/awards.ts';
import { ISSUER_NAME } from '../../certificates/issuer.ts';
import type { AssertionRow, BadgeDefinition } from './badge-repository.ts';

/**
 * Open Badges 2.0 hosted verification (https://www.imsglobal.org/spec/ob/v2p0/): the issuer
 * profile, each badge class and each assertion are JSON documents served by this server at the
 * URLs they name as their `id`, so a verifier can fetch and check them. Credly cannot be reached
 * from here; these are the open standard Credly itself issues.
 */
export const OB_CONTEXT = 'https://w3id.org/openbadges/v2';

/** Where the hosted documents live under a base URL (the /api/tj origin of the request). */
export const openBadgeUrls = (baseUrl: string) => ({
  issuer: `${baseUrl}/open-badges/issuer`,
  badgeClass: (badgeId: string) => `${baseUrl}/open-badges/badges/${badgeId}`,
  badgeImage: (badgeId: string) => `${baseUrl}/open-badges/badges/${badgeId}/image`,
  assertion: (assertionId: string) => `${baseUrl}/open-badges/assertions/${assertionId}`,
});

/** A new assertion's random parts: its id (also its URL) and the salt of the recipient hash. */
export function newAssertionSecrets(): { id: string; salt: string } {
  return { id: randomBytes(16).toString('hex'), salt: randomBytes(16).toString('hex') };
}

/** OB 2.0 hashed identity: "sha256$" + hex SHA-256 of the address followed by the salt. */
export function hashedRecipient(email: string, salt: string): string {
  return `sha256$${createHash('sha256')
    .update(email + salt)
    .digest('hex')}`;
}

export function issuerDocument(baseUrl: string, email: string): z.input<typeof obIssuerSchema> {
  return {
    '@context': OB_CONTEXT,
    type: 'Issuer',
    id: openBadgeUrls(baseUrl).issuer,
    name: ISSUER_NAME,
    url: new URL(baseUrl).origin,
    email,
    description:
      'La piattaforma italiana di apprendimento della programmazione per studenti e docenti.',
  };
}

export function badgeClassDocument(
  baseUrl: string,
  badge: BadgeDefinition,
): z.input<typeof obBadgeClassSchema> {
  const urls = openBadgeUrls(baseUrl);
  return {
    '@context': OB_CONTEXT,
    type: 'BadgeClass',
    id: urls.badgeClass(badge.id),
    name: badge.name,
    description: badge.description,
    image: urls.badgeImage(badge.id),
    criteria: {
      narrative: `Completare «${badge.entityTitle}» nel percorso della Tech Journey.`,
    },
    issuer: urls.issuer,
    tags: badge.tags,
  };
}

export function assertionDocument(assertion: AssertionRow): z.input<typeof obAssertionSchema> {
  const urls = openBadgeUrls(assertion.baseUrl);
  return {
    '@context': OB_CONTEXT,
    type: 'Assertion',
    id: urls.assertion(assertion.id),
    recipient: {
      type: 'email',
      hashed: true,
      salt: assertion.salt,
      identity: hashedRecipient(assertion.recipientEmail, assertion.salt),
    },
    badge: urls.badgeClass(assertion.badgeId),
    issuedOn: assertion.issuedAt.toISOString(),
    image: urls.badgeImage(assertion.badgeId),
    verification: { type: 'hosted' },
  };
}

/** The body of a revoked hosted assertion, answered with 410 Gone (OB 2.0 "Revocation"). */
export function revokedAssertionDocument(assertion: AssertionRow) {
  return {
    '@context': OB_CONTEXT,
    id: openBadgeUrls(assertion.baseUrl).assertion(assertion.id),
    revoked: true,
    revocationReason: 'Revocato dal titolare.',
  } satisfies z.input<typeof obRevokedAssertionSchema>;
}
