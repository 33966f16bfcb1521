import { data, redirect, type LoaderFunction } from 'react-router';
import { evaluateNavigation } from '#common/routing/evaluate-navigation.ts';
import { normalizePath } from '#common/routing/path-match.ts';
import { paramsSatisfy } from '#common/routing/route-params.ts';
import type { AppServices } from '../lib/services/app-services.ts';
import { rememberSignInTarget } from '../lib/sign-in-target.ts';
import type { RouteDefinition } from './routes/route-definition.ts';

/**
 * The loader of every leaf route: it runs before the page renders on every navigation, so the
 * guards of spec 01 §2 decide before anything of a forbidden page reaches the screen.
 *
 * Order: parameter rules (a bad id is a 404 like an unknown path), the pending version reload,
 * the session (asked once per page load), the journey status for signed-in users on protected
 * routes, then the pure guard pipeline of common/routing.
 */
export function createGuardLoader(
  route: RouteDefinition,
  services: AppServices,
  ssoEntryPaths: readonly string[],
): LoaderFunction {
  const flags = route.flags ?? {};
  return async ({ request, params }) => {
    const url = new URL(request.url);
    const target = url.pathname + url.search + url.hash;
    if (route.params && !paramsSatisfy(params, route.params)) {
      throw data('Pagina non trovata', { status: 404 });
    }

    // The path on screen while this loader runs is the page being left (null on a page load).
    const leaving = services.navigator.currentPath();
    if (leaving !== null && services.versionCheck.isOutdated()) {
      return fullPageLoad(services, target);
    }

    await services.session.ready();
    const { claims } = services.session.get();
    const unlockStatus = claims
      ? await (await loadJourneyStatus()).loadUnlockStatus(services.queryClient, claims.user_id)
      : 'unknown';

    const decision = evaluateNavigation({
      path: target,
      role: claims?.role ?? null,
      hasSession: claims !== null,
      unlockStatus,
      passwordExpired: claims?.password_expired ?? false,
      environment: services.config.environment,
      routeFlags: flags,
      fromSsoEntry: leaving !== null && ssoEntryPaths.includes(normalizePath(leaving)),
    });
    if (decision.kind === 'allow') return null;
    if (decision.external) return fullPageLoad(services, decision.to);
    if (decision.reason === 'auth') rememberSignInTarget(target);
    throw redirect(decision.to);
  };
}

/**
 * The journey's status call and its schemas load with the first signed-in navigation: the
 * sign-in page, where nobody has a journey yet, does not download them (issue 27 §5).
 */
const loadJourneyStatus = () => import('../features/journey/api/get-journey-status.ts');

/** Leaves the single-page app; the promise never settles because the page is going away. */
function fullPageLoad(services: AppServices, url: string): Promise<never> {
  services.browser.assign(url);
  return new Promise<never>(() => undefined);
}
