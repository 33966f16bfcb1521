import type { SchoolSignInError } from '#common/api/school-sign-in/school-sign-in.ts';
import type { VerifiedIdentity } from './identity-provider.ts';

/**
 * Whether a verified identity may look for its account here: the e-mail present, not declared
 * unverified by the provider (Microsoft Entra ID sends no email_verified at all, so only an
 * explicit false refuses), and of a domain the school allows. Answers the lower-cased e-mail, or
 * why not.
 */
export function schoolAccountEmail(
  identity: VerifiedIdentity,
  allowedDomains: readonly string[],
): { ok: true; email: string } | { ok: false; error: SchoolSignInError } {
  const email = identity.email?.trim().toLowerCase();
  if (!email) return { ok: false, error: 'unknown_account' };
  if (identity.emailVerified === false) return { ok: false, error: 'email_unverified' };
  const at = email.lastIndexOf('@');
  const domain = at > 0 ? email.slice(at + 1) : '';
  // The exact domain: studenti.scuola.example is allowed only when it is listed itself.
  if (!allowedDomains.includes(domain)) return { ok: false, error: 'domain_refused' };
  return { ok: true, email };
}
