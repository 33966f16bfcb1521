import type { SchoolSignInError } from '#common/api/school-sign-in/school-sign-in.ts';
import type { AppServices } from '../app-context.ts';
import { digestSecret } from '../auth/secret-digest.ts';
import { findUserByEmailIgnoringCase, type User } from '../users/user-repository.ts';
import type { IdentityProvider } from './identity-provider.ts';
import { schoolAccountEmail } from './school-account-rules.ts';
import {
  claimSignIn,
  deleteExpiredSignIns,
  insertSignInWithinLimit,
  type SchoolSignInClient,
} from './school-sign-in-repository.ts';
import { newSignInBinding, secretsOf } from './sign-in-secrets.ts';

/** How long the provider may take to send the browser back (a login with two factors, too). */
export const SCHOOL_SIGN_IN_TTL_MS = 10 * 60 * 1000;

/**
 * Open sign-ins one address may have at once: a class of 30 behind the school's one address,
 * each trying more than once, stays far below; a script filling the table stops here.
 */
export const MAX_OPEN_SIGN_INS_PER_ADDRESS = 100;

export interface SignInLog {
  warn(details: object, message: string): void;
}

export type StartOutcome =
  { ok: true; url: URL; binding: string } | { ok: false; error: SchoolSignInError };

/**
 * Starts a sign-in: the provider's address to send the browser to, and the binding for its
 * cookie. The provider is asked first, so an unreachable one leaves no row behind.
 */
export async function startSchoolSignIn(
  services: AppServices,
  provider: IdentityProvider,
  input: {
    client: SchoolSignInClient;
    appChallenge: string | null;
    address: string;
    redirectUri: string;
    log: SignInLog;
  },
): Promise<StartOutcome> {
  const binding = newSignInBinding();
  const secrets = secretsOf(binding);
  let url: URL;
  try {
    url = await provider.authorizationUrl(secrets, input.redirectUri);
  } catch (error) {
    input.log.warn({ err: error }, 'school sign-in: provider discovery failed');
    return { ok: false, error: 'unavailable' };
  }
  const now = new Date(services.clock());
  const recorded = await services.db.transaction(async (tx) => {
    // Housekeeping first, so the per-address count sees open sign-ins only.
    await deleteExpiredSignIns(tx, now);
    return insertSignInWithinLimit(tx, {
      stateHash: digestSecret(secrets.state),
      client: input.client,
      appChallenge: input.appChallenge,
      address: input.address.slice(0, 64),
      now,
      expiresAt: new Date(now.getTime() + SCHOOL_SIGN_IN_TTL_MS),
      limit: MAX_OPEN_SIGN_INS_PER_ADDRESS,
    });
  });
  return recorded ? { ok: true, url, binding } : { ok: false, error: 'too_many' };
}

export type FinishOutcome =
  | { ok: true; user: User; client: SchoolSignInClient; appChallenge: string | null }
  | { ok: false; error: SchoolSignInError; client: SchoolSignInClient | null };

/**
 * Finishes a sign-in from the provider's redirect: the browser's binding must derive the state
 * the address brings back (else `failed`), the started sign-in is claimed once (else `expired`),
 * then openid-client checks the provider's answer and the verified e-mail must name an existing
 * account of an allowed domain. Never creates an account.
 */
export async function finishSchoolSignIn(
  services: AppServices,
  provider: IdentityProvider,
  input: {
    binding: string | undefined;
    callbackUrl: URL;
    allowedDomains: readonly string[];
    log: SignInLog;
  },
): Promise<FinishOutcome> {
  const returnedState = input.callbackUrl.searchParams.get('state');
  if (!input.binding || !returnedState) return { ok: false, error: 'failed', client: null };
  const secrets = secretsOf(input.binding);
  if (returnedState !== secrets.state) return { ok: false, error: 'failed', client: null };
  const now = services.clock();
  const started = await claimSignIn(services.db, digestSecret(secrets.state), new Date(now));
  if (!started) return { ok: false, error: 'expired', client: null };
  const refused = (error: SchoolSignInError): FinishOutcome => ({
    ok: false,
    error,
    client: started.client,
  });
  const providerError = input.callbackUrl.searchParams.get('error');
  if (providerError !== null) {
    return refused(providerError === 'access_denied' ? 'cancelled' : 'failed');
  }
  let identity;
  try {
    identity = await provider.verify(input.callbackUrl, secrets, now);
  } catch (error) {
    // The reason (bad signature, audience, nonce...) goes to the log, never to the address.
    input.log.warn({ err: error }, 'school sign-in: the provider answer was refused');
    return refused('failed');
  }
  const checked = schoolAccountEmail(identity, input.allowedDomains);
  if (!checked.ok) return refused(checked.error);
  const user = await findUserByEmailIgnoringCase(services.db, checked.email);
  if (!user) return refused('unknown_account');
  return { ok: true, user, client: started.client, appChallenge: started.appChallenge };
}
