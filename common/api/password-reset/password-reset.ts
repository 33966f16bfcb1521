import { z } from 'zod';
import { PASSWORD_MESSAGES, PASSWORD_RULES } from '../../auth/password-rules.ts';
import { loginRequestSchema } from '../auth.ts';

/** How long a forgotten-password link opens the page that sets a new password. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/**
 * GET /auth/password-reset: whether this school sends forgotten-password links (an SMTP server is
 * configured). Without, the page tells the student to ask their professor for a new slip.
 */
export const passwordResetAvailabilitySchema = z.object({ selfService: z.boolean() });
export type PasswordResetAvailability = z.infer<typeof passwordResetAvailabilitySchema>;

/**
 * POST /auth/password-reset: the e-mail a link is asked for, read exactly as at sign-in
 * (trimmed, lower-cased). The answer is the same 204 whether an account has it or not.
 */
export const passwordResetRequestSchema = loginRequestSchema.pick({ email: true });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * POST /auth/password-reset/complete: the link's token (from the page address's fragment) and
 * the new password, checked by the same rule as the change-password page.
 */
export const completePasswordResetSchema = z.object({
  token: z.string().min(1).max(128),
  newPassword: z
    .string({ error: PASSWORD_MESSAGES.tooShort })
    .min(PASSWORD_RULES.minLength, PASSWORD_MESSAGES.tooShort)
    .max(PASSWORD_RULES.maxLength, PASSWORD_MESSAGES.tooLong),
});
export type CompletePasswordReset = z.infer<typeof completePasswordResetSchema>;

/** The Italian answers of the reset the renderer shows as they are. */
export const PASSWORD_RESET_MESSAGES = {
  linkInvalid:
    'Questo link non è più valido: è scaduto, è già stato usato o ne hai chiesto uno più recente. Chiedine uno nuovo.',
  notAvailable:
    'Questa scuola non invia link per reimpostare la password: chiedi al tuo professore un nuovo foglietto con la password provvisoria.',
  tooManyRequests: 'Troppe richieste di reimpostazione. Riprova tra qualche minuto.',
} as const;
