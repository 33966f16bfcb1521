import { ERROR_CODES } from '#common/api/errors.ts';
import { PASSWORD_MESSAGES } from '#common/auth/password-rules.ts';
import {
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_MESSAGES,
} from '#common/api/password-reset/password-reset.ts';
import type { AppServices } from '../app-context.ts';
import { settleSuccessfulAttempt } from '../auth/login-throttle.ts';
import { passwordWeakness } from '../auth/password-strength.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeOtherFamilies } from '../auth/refresh-token-repository.ts';
import { digestSecret, issueSecret } from '../auth/secret-digest.ts';
import { HttpError, validationFailed } from '../http/http-error.ts';
import { findUserByEmail, findUserById, setPasswordHash } from '../users/user-repository.ts';
import {
  deleteUnusedResetLinks,
  findUsableResetLink,
  insertResetLink,
  useResetLink,
} from './password-reset-repository.ts';
import { reserveResetRequest } from './password-reset-throttle.ts';
import { composeResetMail, resetLink } from './reset-mail.ts';
import type { ResetMailer } from './reset-mailer.ts';

const LINK_LIFETIME_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;

/**
 * Asks for a link for `email`. Answers nothing, the same way whether an account has the e-mail
 * or not (the throttle counts both alike); when one does, its unused links die, a new one is
 * stored (its digest only) and the mail leaves after the commit, in the background.
 * @throws HttpError 404 without a mail server, 429 when the address asked too often
 */
export async function requestPasswordReset(
  services: AppServices,
  mailer: ResetMailer | undefined,
  input: { email: string; address: string; origin: string },
): Promise<void> {
  if (!mailer) throw new HttpError(404, ERROR_CODES.notFound, PASSWORD_RESET_MESSAGES.notAvailable);
  const { db } = services;
  const now = new Date(services.clock());
  const verdict = await reserveResetRequest(db, input.email, input.address, now);
  if (verdict.kind === 'refused') {
    throw new HttpError(429, ERROR_CODES.tooManyRequests, PASSWORD_RESET_MESSAGES.tooManyRequests, {
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }
  if (verdict.kind === 'silent') return;
  const user = await findUserByEmail(db, input.email);
  if (!user) return;
  const token = issueSecret();
  await db.transaction(async (tx) => {
    await deleteUnusedResetLinks(tx, user.id);
    await insertResetLink(tx, {
      userId: user.id,
      tokenDigest: digestSecret(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    });
  });
  mailer.sendInBackground(
    composeResetMail({ to: user.email, name: user.name, link: resetLink(input.origin, token) }),
  );
}

/**
 * Sets a new password with a link. The rule of the change-password page (strength, not the
 * current password) runs before the link is used, so a refused password does not spend it; then, in one transaction: the link used
 * (of parallel uses one wins, the others get 410), the hash, password_expired cleared, every
 * session of the account ended (as an operator's reset does), the account's sign-in throttle
 * from this address cleared. The password's change ends the account's other links (migration
 * 029's trigger).
 * @throws HttpError 410 for an unknown, used or expired link; 422 for a weak password
 */
export async function completePasswordReset(
  services: AppServices,
  input: { token: string; newPassword: string; address: string },
): Promise<void> {
  const { db } = services;
  const now = new Date(services.clock());
  const digest = digestSecret(input.token);
  const link = await findUsableResetLink(db, digest, now);
  const user = link ? await findUserById(db, link.userId) : null;
  if (!user) throw linkInvalid();
  // The change-password page's rule whole: strong enough, and not the password it replaces.
  const weakness = await passwordWeakness(input.newPassword, [user.name, user.email]);
  if (weakness) throw validationFailed({ newPassword: weakness });
  if (await verifyPassword(input.newPassword, user.passwordHash)) {
    throw validationFailed({ newPassword: PASSWORD_MESSAGES.sameAsOld });
  }
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    if (!(await useResetLink(tx, digest, now))) throw linkInvalid();
    await setPasswordHash(tx, user.id, hash, false);
    await revokeOtherFamilies(tx, user.id, null, now);
    await settleSuccessfulAttempt(tx, user.email, input.address);
  });
}

function linkInvalid(): HttpError {
  return new HttpError(410, ERROR_CODES.gone, PASSWORD_RESET_MESSAGES.linkInvalid);
}
