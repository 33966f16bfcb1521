import { matchRoutes } from 'react-router';
import type { DesktopBridge } from '#common/ipc/contract.ts';
import { paths } from '#common/routing/paths.ts';
import { paramsSatisfy } from '#common/routing/route-params.ts';
import type { AppNavigator } from '../lib/app-navigator.ts';
import { ROUTE_TABLE } from './route-table.ts';
import type { RouteDefinition } from './routes/route-definition.ts';

/**
 * True when the route table opens `path` on a page: a route other than the 404 catch-all, whose
 * parameters obey that route's own rules. Main has already checked the link's form and that its
 * path is a route pattern (common/routing/deep-link.ts); the parameter rules live in the route
 * table, so they are applied here rather than copied into main.
 */
export function isDeepLinkTarget(
  path: string,
  routes: readonly RouteDefinition[] = ROUTE_TABLE,
): boolean {
  const pathname = path.split('?', 1)[0] ?? '';
  const matches = matchRoutes(
    routes.map((definition) => ({ path: paths[definition.key].path, definition })),
    pathname,
  );
  const leaf = matches?.at(-1);
  if (!leaf || leaf.route.definition.key === 'notFound') return false;
  const rules = leaf.route.definition.params;
  return !rules || paramsSatisfy(leaf.params, rules);
}

/**
 * Desktop: opens the app at each tech-journey:// link main hands over. The link waiting since
 * start-up is taken at once, later ones when main says one arrived. The route's guards still run
 * (a signed-out user signs in first, then lands there). Returns the unsubscribe function.
 */
export function followDeepLinks(
  desktop: DesktopBridge | undefined,
  navigator: Pick<AppNavigator, 'navigate'>,
): () => void {
  if (!desktop) return () => undefined;
  const take = async () => {
    const path = await desktop.deepLinkTakePending().catch(() => null);
    if (path && isDeepLinkTarget(path)) await navigator.navigate(path);
  };
  const unsubscribe = desktop.on('deep-link:received', () => void take());
  void take();
  return unsubscribe;
}
