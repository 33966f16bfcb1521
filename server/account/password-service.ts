import { ERROR_CODES } from '#common/api/errors.ts';
import { PASSWORD_MESSAGES } from '#common/auth/password-rules.ts';
import type { AppServices } from '../app-context.ts';
import {
  recordFailedAttempt,
  reserveLoginAttempt,
  settleSuccessfulAttempt,
} from '../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { passwordWeakness } from '../auth/password-strength.ts';
import { revokeOtherFamilies } from '../auth/refresh-token-repository.ts';
import { HttpError, MESSAGES, notFound, validationFailed } from '../http/http-error.ts';
import { findUserById, setPasswordHash } from '../users/user-repository.ts';

/**
 * Changes the caller's own password (spec 02 §7 change-password). The old password is checked
 * under the sign-in throttle (a stolen session must not become a way to guess it); the new one
 * must pass the strength rule and differ from the old. Then, in one transaction: the new hash,
 * password_expired cleared, and every other session of the user ended — the one that asked
 * (`sessionId`, the token's sid) goes on, and its next refresh carries the new claims.
 */
export async function changeOwnPassword(
  services: AppServices,
  input: {
    userId: string;
    sessionId: string | null;
    oldPassword: string;
    newPassword: string;
    address: string;
  },
): Promise<void> {
  const { db } = services;
  const now = new Date(services.clock());
  const user = await findUserById(db, input.userId);
  if (!user) throw notFound();
  const verdict = await reserveLoginAttempt(db, user.email, input.address, now);
  if (!verdict.allowed) {
    throw new HttpError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyLogins, {
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    await recordFailedAttempt(db, input.address, verdict.attempt, now);
    throw validationFailed({ oldPassword: PASSWORD_MESSAGES.wrongOld });
  }
  await settleSuccessfulAttempt(db, user.email, input.address);
  if (input.newPassword === input.oldPassword) {
    throw validationFailed({ newPassword: PASSWORD_MESSAGES.sameAsOld });
  }
  const weakness = await passwordWeakness(input.newPassword, [user.name, user.email]);
  if (weakness) throw validationFailed({ newPassword: weakness });
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash, false);
    await revokeOtherFamilies(tx, user.id, input.sessionId, now);
  });
}
