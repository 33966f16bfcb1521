import { ERROR_CODES } from '#common/api/errors.ts';
import type { AppServices } from '../app-context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { findUserByEmail, replacePasswordHash, type User } from '../users/user-repository.ts';
import {
  recordFailedAttempt,
  reserveLoginAttempt,
  settleSuccessfulAttempt,
} from './login-throttle.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

/**
 * Checks e-mail and password, with the sign-in throttle around it; a hash of an older scheme
 * or a lower cost is replaced while the password is in hand.
 * @param email already trimmed and lower-cased by loginRequestSchema
 * @param address the client's address (request.ip, proxy-aware per TRUST_PROXY)
 * @throws HttpError 429 while throttled, 401 `invalid_credentials` for a wrong e-mail or password
 */
export async function signIn(
  services: AppServices,
  email: string,
  password: string,
  address: string,
): Promise<User> {
  const { db } = services;
  const now = new Date(services.clock());
  const verdict = await reserveLoginAttempt(db, email, address, now);
  if (!verdict.allowed) {
    throw new HttpError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyLogins, {
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }
  const user = await findUserByEmail(db, email);
  // An unknown e-mail still costs one full hash, so the answer time does not tell whether
  // the account exists; the message is the same as for a wrong password.
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !passwordMatches) {
    await recordFailedAttempt(db, address, verdict.attempt, now);
    services.metrics.signInFailed();
    throw new HttpError(401, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
  }
  await settleSuccessfulAttempt(db, email, address);
  if (needsRehash(user.passwordHash)) {
    await replacePasswordHash(db, user.id, user.passwordHash, await hashPassword(password));
  }
  return user;
}
