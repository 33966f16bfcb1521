import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/**
 * Minors' data (issue 25, docs/privacy.md): the student's privacy choices, who looked at their
 * data, their erasure request, and the public verification of a certificate.
 */

/** Who sees a student's public profile: classmates and their professors, or every student too. */
export const PROFILE_AUDIENCES = ['school', 'platform'] as const;
export type ProfileAudience = (typeof PROFILE_AUDIENCES)[number];

/** PUT /student/privacy: the three choices, always sent whole. */
export const privacySettingsRequestSchema = z.object({
  profile_audience: z.enum(PROFILE_AUDIENCES, {
    error: 'Scegli chi può vedere il tuo profilo.',
  }),
  ranking_by_name: z.boolean({ error: 'Indica se vuoi comparire con il tuo nome in classifica.' }),
  can_contact: z.boolean({ error: 'Indica se vuoi essere contattato dalle aziende.' }),
});
export type PrivacySettingsRequest = z.infer<typeof privacySettingsRequestSchema>;

/** What was looked at: a CV opened or downloaded by a company, a professor's file. */
export const DATA_ACCESS_ACTIONS = ['cv_view', 'cv_download', 'report_download'] as const;
export type DataAccessAction = (typeof DATA_ACCESS_ACTIONS)[number];

/** One entry of "Chi ha visto il tuo profilo". */
export const profileViewSchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  action: z.enum(DATA_ACCESS_ACTIONS),
  viewer_role: z.enum(['professor', 'sorintian']),
  /** The professor's or the company user's name. */
  viewer_name: z.string(),
  /** What was read (the file's name in Italian); null for the CV. */
  detail: z.string().nullable(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** The caller's erasure request: none, or waiting for a professor or an operator. */
export const erasureStateSchema = z.object({
  state: z.enum(['none', 'pending']),
  /** ISO 8601, while pending. */
  requested_at: z.string().nullable(),
});
export type ErasureState = z.infer<typeof erasureStateSchema>;

/** A pending erasure request of one of the professor's students. */
export const erasureRequestSchema = z.object({
  id: idSchema,
  student_id: idSchema,
  name: z.string(),
  email: z.string(),
  /** The professor's classrooms the student is in. */
  classrooms: z.array(z.string()),
  requested_at: z.string(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const erasureRequestParamsSchema = z.object({ id: idSchema });

/**
 * A certificate's verification code: 20 characters of Crockford base32 (100 random bits) in
 * groups of four, e.g. `K7QM-2XWD-9F3A-HN6P-0TRB`. Never derived from an id.
 */
export const VERIFICATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

export const verificationCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(VERIFICATION_CODE_PATTERN, { error: 'Il codice di verifica non è valido.' }),
});

export const CERTIFICATE_KINDS = ['journey', 'live', 'participation'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/**
 * GET /certificates/verify/{code}: only what the certificate itself states, and whether it still
 * holds. Nothing else about the student.
 */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  state: z.enum(['valid', 'revoked']),
  kind: z.enum(CERTIFICATE_KINDS),
  /** The holder's name as printed; null once the holder's account was erased. */
  holder_name: z.string().nullable(),
  /** What was passed or attended (a module, a live quiz, a live course). */
  title: z.string(),
  /** PCTO minutes the certificate is worth. */
  pcto_minutes: z.number().int().nonnegative(),
  /** ISO date (YYYY-MM-DD) the certificate states. */
  obtained_on: z.string(),
  issuer: z.string(),
  /** ISO 8601 and the operator's reason, once revoked. */
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
