import { z } from 'zod';
import { PASSWORD_MESSAGES, PASSWORD_RULES } from '../../auth/password-rules.ts';

/**
 * POST /user/change-password (spec 02 §7). Length is checked here; the strength and "not the
 * same as the old one" on the server, which has the estimator and the stored hash. Answers 204;
 * the client then refreshes its session, whose new claims no longer say password_expired.
 */
export const changePasswordRequestSchema = z.object({
  oldPassword: z
    .string({ error: PASSWORD_MESSAGES.missingOld })
    .min(1, PASSWORD_MESSAGES.missingOld)
    .max(256, PASSWORD_MESSAGES.wrongOld),
  newPassword: z
    .string({ error: PASSWORD_MESSAGES.tooShort })
    .min(PASSWORD_RULES.minLength, PASSWORD_MESSAGES.tooShort)
    .max(PASSWORD_RULES.maxLength, PASSWORD_MESSAGES.tooLong),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
