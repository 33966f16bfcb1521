import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ssoEndpoints } from '#common/api/sso/endpoints.ts';
import { SSO_CODE_TTL_SECONDS } from '#common/api/sso/sso.ts';
import { openSession } from '../auth/open-session.ts';
import { HttpError, notFound, unauthenticated } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { findUserById } from '../users/user-repository.ts';
import { issueSsoCode, peekSsoCode, redeemSsoCode } from './sso-codes.ts';

/** The one answer for every code that cannot be redeemed, so none tells why. */
export const SSO_CODE_INVALID_MESSAGE =
  'Il codice di accesso non è valido, è scaduto o è già stato usato.';

const codeInvalid = () => new HttpError(401, 'sso_code_invalid', SSO_CODE_INVALID_MESSAGE);

/** One-time sign-on codes (mounted under /api/tj). */
export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const now = (): Date => new Date(services.clock());

  route(app, ssoEndpoints.issueSsoCode, async ({ body, auth, reply }) => {
    const code = await issueSsoCode(services.db, {
      userId: auth.user_id,
      audience: body?.audience ?? 'events',
      now: now(),
    });
    reply.header('cache-control', 'no-store');
    return { code, expires_in: SSO_CODE_TTL_SECONDS };
  });

  /** The events platform, by its shared secret; no secret configured: there is none (404). */
  const requireEventsPlatform = (authorization: string | undefined) => {
    const secret = services.config.eventsSsoSecret;
    if (!secret) throw notFound();
    if (!sameSecret(bearerOf(authorization), secret)) throw unauthenticated();
  };

  route(app, ssoEndpoints.exchangeSsoCode, async ({ body, request, reply }) => {
    requireEventsPlatform(request.headers.authorization);
    const userId = await redeemSsoCode(services.db, body.code, 'events', now());
    const user = userId ? await findUserById(services.db, userId) : null;
    if (!user) throw codeInvalid();
    reply.header('cache-control', 'no-store');
    return { user_id: user.id, name: user.name, role: user.role };
  });

  // The way back: the events platform asks for an 'app' code for a user it knows (from an
  // exchange) and sends them to our /auth/sso?code=, which names the account and signs in only
  // on the person's click, never over an open session. Only the roles that have 'HG EVENT'.
  route(app, ssoEndpoints.returnSsoCode, async ({ body, request, reply }) => {
    requireEventsPlatform(request.headers.authorization);
    const user = await findUserById(services.db, body.user_id);
    if (!user || (user.role !== 'student' && user.role !== 'professor')) throw notFound();
    const code = await issueSsoCode(services.db, { userId: user.id, audience: 'app', now: now() });
    reply.header('cache-control', 'no-store');
    return { code, expires_in: SSO_CODE_TTL_SECONDS };
  });

  // What /auth/sso shows before asking "is this you?": the name and role, nothing that signs in.
  // No rate limit, as for redeem: a code is 32 random bytes, and a guess that hit would be worth
  // more redeemed than previewed. Every refusal is the one 401 of redeem.
  route(app, ssoEndpoints.previewSsoCode, async ({ body, reply }) => {
    const userId = await peekSsoCode(services.db, body.code, 'app', now());
    const user = userId ? await findUserById(services.db, userId) : null;
    if (!user) throw codeInvalid();
    reply.header('cache-control', 'no-store');
    return { name: user.name, role: user.role };
  });

  // A new session of its own (its own refresh family), delivered exactly as sign-in delivers
  // it: the body for the desktop main process, the httpOnly cookie for a browser. A code the
  // school sign-in sent to the desktop app's link needs the app's PKCE verifier.
  route(app, ssoEndpoints.redeemSsoCode, async ({ body, request, reply }) => {
    const userId = await redeemSsoCode(services.db, body.code, 'app', now(), body.code_verifier);
    const user = userId ? await findUserById(services.db, userId) : null;
    if (!user) throw codeInvalid();
    return openSession(request, reply, user);
  });
}

function bearerOf(header: string | undefined): string {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
}

/** Constant-time comparison (of digests, so the lengths match whatever was sent). */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
