import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { schoolSignInEndpoints } from '#common/api/school-sign-in/endpoints.ts';
import {
  SCHOOL_SIGN_IN_DEEP_LINK,
  SCHOOL_SIGN_IN_ERROR_PARAM,
  type SchoolSignInError,
} from '#common/api/school-sign-in/school-sign-in.ts';
import { paths } from '#common/routing/paths.ts';
import { openSession } from '../auth/open-session.ts';
import { notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { serverPublicOrigin } from '../http/public-origin.ts';
import { issueSsoCode } from '../sso/sso-codes.ts';
import {
  finishSchoolSignIn,
  SCHOOL_SIGN_IN_TTL_MS,
  startSchoolSignIn,
} from './school-sign-in-service.ts';

/** The browser's binding of a started sign-in (sign-in-secrets.ts), readable by these two only. */
const BINDING_COOKIE = 'tj_school_sign_in';
const BINDING_COOKIE_PATH = `${SERVICE_PREFIXES.apiBaseUrl}/auth/school`;

/**
 * "Accedi con l'account della scuola" (mounted under /api/tj, in the session-cookie context).
 * Without HG_OIDC_* neither route exists (404).
 */
export async function schoolSignInRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const config = services.config.schoolSignIn;
  // openid-client is loaded only for a school that configures a provider.
  const provider = config
    ? (await import('./identity-provider.ts')).createIdentityProvider(
        config,
        services.identityProviderFetch,
      )
    : null;
  // The address registered at the provider: from HG_PUBLIC_URL, never from the Host header.
  const redirectUri = () =>
    `${serverPublicOrigin(app)}${SERVICE_PREFIXES.apiBaseUrl}${schoolSignInEndpoints.finishSchoolSignIn.path}`;

  route(app, schoolSignInEndpoints.getSchoolSignIn, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return { enabled: config !== null };
  });

  route(app, schoolSignInEndpoints.startSchoolSignIn, async ({ query, request, reply }) => {
    if (!config || !provider) throw notFound();
    const outcome = await startSchoolSignIn(services, provider, {
      client: query.client,
      appChallenge: query.challenge ?? null,
      address: request.ip,
      redirectUri: redirectUri(),
      log: request.log,
    });
    reply.header('cache-control', 'no-store');
    if (!outcome.ok) return reply.redirect(signInPageWith(outcome.error), 303);
    reply.setCookie(BINDING_COOKIE, outcome.binding, {
      ...bindingCookieAttributes(request),
      maxAge: SCHOOL_SIGN_IN_TTL_MS / 1000,
    });
    return reply.redirect(outcome.url.href, 303);
  });

  route(app, schoolSignInEndpoints.finishSchoolSignIn, async ({ request, reply }) => {
    if (!config || !provider) throw notFound();
    const header = request.headers.cookie;
    const binding = header ? app.parseCookie(header)[BINDING_COOKIE] : undefined;
    // Used once, whatever comes of it.
    reply.clearCookie(BINDING_COOKIE, bindingCookieAttributes(request));
    reply.header('cache-control', 'no-store');
    const outcome = await finishSchoolSignIn(services, provider, {
      binding,
      // The address exactly as the provider sent the browser to it, for openid-client's checks.
      callbackUrl: new URL(request.url, redirectUri()),
      allowedDomains: config.allowedDomains,
      log: request.log,
    });
    if (!outcome.ok) {
      return redirectRefusal(reply, outcome.error, outcome.client === 'desktop');
    }
    if (outcome.client === 'desktop' && outcome.appChallenge) {
      // The system browser opens no session of ours: the app gets a one-time code that only the
      // holder of its PKCE verifier (the app's main process) can redeem, through /auth/sso/redeem.
      const code = await issueSsoCode(services.db, {
        userId: outcome.user.id,
        audience: 'app',
        now: new Date(services.clock()),
        challenge: outcome.appChallenge,
      });
      return reply.redirect(`${SCHOOL_SIGN_IN_DEEP_LINK}?code=${code}`, 303);
    }
    await openSession(request, reply, outcome.user);
    return reply.redirect(paths.home.href(), 303);
  });
}

/**
 * SameSite=Lax, not Strict like the session cookie: the provider's redirect back is a top-level
 * navigation from another site, which a Strict cookie would not come with. Lax still keeps it out
 * of every cross-site subrequest and POST.
 */
function bindingCookieAttributes(request: FastifyRequest) {
  return {
    path: BINDING_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

function signInPageWith(error: SchoolSignInError): string {
  return `${paths.signIn.href()}?${SCHOOL_SIGN_IN_ERROR_PARAM}=${error}`;
}

function redirectRefusal(reply: FastifyReply, error: SchoolSignInError, desktop: boolean) {
  return reply.redirect(
    desktop ? `${SCHOOL_SIGN_IN_DEEP_LINK}?error=${error}` : signInPageWith(error),
    303,
  );
}
