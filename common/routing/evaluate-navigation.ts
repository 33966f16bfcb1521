import type { NavigationDecision, NavigationInput } from './navigation-types.ts';
import { GLOBAL_MIDDLEWARE, resolveRouteMiddleware } from './route-middleware.ts';

const ALLOW: NavigationDecision = { kind: 'allow' };

/**
 * Decides one navigation: runs the global guard rules, then the rules the route names, and
 * answers with the first redirect, or allow. Every name is resolved before any rule runs, so a
 * route that names an unknown rule fails ('Unknown route middleware') on every navigation, not
 * only on the ones that get that far.
 */
export function evaluateNavigation(input: NavigationInput): NavigationDecision {
  const names = [...GLOBAL_MIDDLEWARE];
  for (const name of input.routeFlags.middleware ?? []) {
    if (!names.includes(name)) names.push(name);
  }
  const rules = names.map(resolveRouteMiddleware);
  for (const rule of rules) {
    const decision = rule(input);
    if (decision) return decision;
  }
  return ALLOW;
}
