import { generatePath, type RouteObject } from 'react-router';
import { normalizePath } from '#common/routing/path-match.ts';
import type { Crumb, RouteHandle } from '../lib/route-handle.ts';
import type { AppServices } from '../lib/services/app-services.ts';
import { PageLoading } from '../components/page-loading/page-loading.tsx';
import { createGuardLoader } from './guard-loader.ts';
import { LAYOUT_NAMES, LAYOUT_OPTIONS } from './layouts/layout-names.ts';
import { preloadShellChrome, ShellLayout } from './layouts/shell-layout.tsx';
import { paths, type PathKey } from '#common/routing/paths.ts';
import { RootShell } from './root-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { ROUTE_TABLE } from './route-table.ts';
import type { RouteDefinition } from './routes/route-definition.ts';

const TITLES = new Map<PathKey, string>(ROUTE_TABLE.map((route) => [route.key, route.title]));

/**
 * Turns the route table into react-router routes: one root (error page, navigation memory,
 * password modal), one pathless parent per layout, and the guarded leaf routes under it.
 */
export function createAppRoutes(services: AppServices): RouteObject[] {
  const ssoEntryPaths = ROUTE_TABLE.filter((route) => route.flags?.ssoEntry).map((route) =>
    normalizePath(paths[route.key].path),
  );
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading fullScreen />,
      children: LAYOUT_NAMES.map((layout) => ({
        element: <ShellLayout layout={layout} />,
        // The header's chunk loads while the leaf's guard runs, not after it.
        ...(LAYOUT_OPTIONS[layout].header && { loader: preloadChromeLoader }),
        children: ROUTE_TABLE.filter((route) => route.layout === layout).map((route) =>
          toRouteObject(route, services, ssoEntryPaths),
        ),
      })),
    },
  ];
}

function preloadChromeLoader(): null {
  preloadShellChrome();
  return null;
}

function toRouteObject(
  route: RouteDefinition,
  services: AppServices,
  ssoEntryPaths: readonly string[],
): RouteObject {
  const Page = route.page;
  const handle: RouteHandle = {
    title: route.title,
    description: route.description,
    flags: route.flags ?? {},
    crumbs: (params) => breadcrumbOf(route, params),
  };
  return {
    path: paths[route.key].path,
    loader: createGuardLoader(route, services, ssoEntryPaths),
    handle,
    element: <Page />,
  };
}

function breadcrumbOf(
  route: RouteDefinition,
  params: Readonly<Record<string, string | undefined>>,
): Crumb[] {
  const crumbs: Crumb[] = [];
  if (route.key !== 'home') crumbs.push({ label: TITLES.get('home') ?? 'Home', to: '/' });
  for (const parent of route.parents ?? []) {
    crumbs.push({ label: TITLES.get(parent) ?? parent, to: hrefOf(parent, params) });
  }
  crumbs.push({ label: route.title });
  return crumbs;
}

function hrefOf(key: PathKey, params: Readonly<Record<string, string | undefined>>): string {
  try {
    return generatePath(paths[key].path, params as Record<string, string>);
  } catch {
    return '/';
  }
}
