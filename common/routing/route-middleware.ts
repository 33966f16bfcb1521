import type { NavigationDecision, NavigationInput, RedirectReason } from './navigation-types.ts';
import { isWithinArea, normalizePath } from './path-match.ts';
import { PASSWORD_CHANGE_PATH } from './password-expired.ts';
import { paths } from './paths.ts';
import { findRoleBlock } from './role-blocks.ts';

/** A guard rule: null lets the navigation through to the next rule. */
export type RouteMiddleware = (input: NavigationInput) => NavigationDecision | null;

export const SIGN_IN_PATH = paths.signIn.path;
export const WELCOME_PATH = paths.welcome.path;
export const HOME_PATH = paths.home.path;

function redirectTo(to: string, reason: RedirectReason, external = false): NavigationDecision {
  return { kind: 'redirect', to, external, reason };
}

/** Rule 1: a route that does not opt out needs a session, unless the user comes from sso. */
const requireSession: RouteMiddleware = (input) => {
  if (input.routeFlags.public || input.fromSsoEntry) return null;
  return input.hasSession ? null : redirectTo(SIGN_IN_PATH, 'auth');
};

/** Rule 2: the self-assessment is closed; every path starting with /assessment goes home. */
const closeAssessment: RouteMiddleware = (input) =>
  normalizePath(input.path).startsWith(paths.assessment.path)
    ? redirectTo(HOME_PATH, 'assessment')
    : null;

/** The page where an expired password is changed (the password-expired modal's target). */
function isPasswordPage(path: string): boolean {
  return normalizePath(path) === PASSWORD_CHANGE_PATH;
}

/**
 * Rule 3: a locked journey keeps a signed-in user on /welcome, whatever the path (the spec: "any
 * path outside /welcome"), the accessibility statement excepted; an unlocked one keeps them off
 * it. An unknown status (not loaded) never redirects. A new account has both a locked journey
 * and an expired one-time password: the password comes first (issue 11), since /welcome hides
 * the modal that leads to it.
 */
const enforceJourneyUnlock: RouteMiddleware = (input) => {
  if (!input.hasSession) return null;
  if (input.unlockStatus === 'locked' && input.passwordExpired) {
    return isPasswordPage(input.path) ? null : redirectTo(PASSWORD_CHANGE_PATH, 'password');
  }
  const onWelcome = isWithinArea(input.path, WELCOME_PATH);
  // The accessibility statement stays open to a locked journey: /welcome's footer links it, and
  // someone stuck on /welcome by a barrier is who most needs to read how to report it.
  const onStatement = isWithinArea(input.path, paths.accessibility.path);
  if (input.unlockStatus === 'locked' && !onWelcome && !onStatement) {
    return redirectTo(WELCOME_PATH, 'unlock');
  }
  if (input.unlockStatus === 'ok' && onWelcome) return redirectTo(HOME_PATH, 'welcome-done');
  return null;
};

/**
 * Rule 5: the role-block table. The password page stays open to a user whose password must be
 * changed, whatever their role (a company user is otherwise kept out of /profile), so that
 * nobody is stuck behind the modal.
 */
const enforceRoleBlocks: RouteMiddleware = (input) => {
  if (!input.hasSession || input.role === null) return null;
  if (input.passwordExpired && isPasswordPage(input.path)) return null;
  const rule = findRoleBlock(input.path, input.role, input.environment);
  return rule ? redirectTo(rule.redirectTo, 'role') : null;
};

/** Rule 6: a redirect carried by the route rule itself. */
const applyRouteRedirect: RouteMiddleware = (input) => {
  const redirect = input.routeFlags.redirect;
  return redirect ? redirectTo(redirect.to, 'route-rule', redirect.external ?? false) : null;
};

/** Every guard rule by name. A route may name any of them in its `middleware` flag. */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, RouteMiddleware>> = {
  'route-rule': applyRouteRedirect,
  auth: requireSession,
  assessment: closeAssessment,
  'journey-unlock': enforceJourneyUnlock,
  'role-block': enforceRoleBlocks,
};

/** The rules every navigation runs, in order (spec 01 §2 "Route guards"). */
export const GLOBAL_MIDDLEWARE: readonly string[] = [
  'route-rule',
  'auth',
  'assessment',
  'journey-unlock',
  'role-block',
];

/** Looks a rule up by name; an unknown name is a programming error in the route table. */
export function resolveRouteMiddleware(name: string): RouteMiddleware {
  const middleware = Object.hasOwn(ROUTE_MIDDLEWARE, name) ? ROUTE_MIDDLEWARE[name] : undefined;
  if (!middleware) throw new Error('Unknown route middleware', { cause: name });
  return middleware;
}
