import { z } from 'zod';
import { BADGE_ID_PATTERN } from '../../profile/badges.ts';
import { secondaryEmailSchema } from './profile-updates.ts';

export const badgeIdSchema = z
  .string({ error: 'Indica il badge.' })
  .regex(BADGE_ID_PATTERN, 'Badge non valido.');

/**
 * POST /tech-journey/generate-tj-credly-badge: an Open Badges assertion of an earned badge for
 * this e-mail address; `change_secondary_email` also makes it the secondary e-mail.
 */
export const generateBadgeRequestSchema = z.object({
  badge_id: badgeIdSchema,
  change_secondary_email: z.boolean({ error: "Indica se aggiornare l'e-mail secondaria." }),
  email: secondaryEmailSchema.refine(
    (email) => email !== null,
    "Indica l'e-mail del destinatario.",
  ),
});

/** One issued assertion, as its owner sees it. */
export const badgeAssertionSchema = z.object({
  id: z.string(),
  badge_id: z.string(),
  badge_name: z.string(),
  recipient_email: z.string(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  /** The hosted assertion anyone can verify. */
  assertion_url: z.string(),
});
export type BadgeAssertion = z.infer<typeof badgeAssertionSchema>;

export const assertionIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'Identificativo non valido.'),
});
export const badgeIdParamsSchema = z.object({ badgeId: badgeIdSchema });

/** Open Badges 2.0 hosted documents (https://www.imsglobal.org/spec/ob/v2p0/). */
const OB_CONTEXT = z.literal('https://w3id.org/openbadges/v2');

export const obIssuerSchema = z.object({
  '@context': OB_CONTEXT,
  type: z.literal('Issuer'),
  id: z.string(),
  name: z.string(),
  url: z.string(),
  /** The issuer's contact address, which Open Badges 2.0 requires of an issuer profile. */
  email: z.string(),
  description: z.string(),
});

export const obBadgeClassSchema = z.object({
  '@context': OB_CONTEXT,
  type: z.literal('BadgeClass'),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  criteria: z.object({ narrative: z.string() }),
  issuer: z.string(),
  tags: z.array(z.string()),
});

export const obAssertionSchema = z.object({
  '@context': OB_CONTEXT,
  type: z.literal('Assertion'),
  id: z.string(),
  recipient: z.object({
    type: z.literal('email'),
    hashed: z.literal(true),
    salt: z.string(),
    identity: z.string(),
  }),
  badge: z.string(),
  issuedOn: z.string(),
  image: z.string(),
  verification: z.object({ type: z.literal('hosted') }),
});
export type ObAssertion = z.infer<typeof obAssertionSchema>;

/** A hosted assertion once revoked, answered with 410 Gone (OB 2.0 "Revocation"). */
export const obRevokedAssertionSchema = z.object({
  '@context': OB_CONTEXT,
  id: z.string(),
  revoked: z.literal(true),
  revocationReason: z.string(),
});

/** A certificate the student obtained (an entity with a certificate, completed). */
/**
 * One of the student's certificates: of the learning journey (`id`: the entity's hex id), of a
 * live quiz passed (`id`: the quiz), or of participation in a live course (`id`: the course).
 */
export const myCertificateSchema = z.object({
  kind: z.enum(['journey', 'live', 'participation']),
  id: z.string(),
  title: z.string(),
  pcto_minutes: z.number().int().nonnegative(),
  obtained_at: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;
