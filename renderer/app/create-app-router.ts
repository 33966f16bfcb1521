import { createBrowserRouter, type RouteObject } from 'react-router';
import { analyticsEndpoint } from '#common/config/analytics.ts';
import type { AppServices } from '../lib/services/app-services.ts';
import { createAppRoutes } from './create-routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Builds the data router over the routes: the browser's, or an in-memory one in tests. */
export type RouterFactory = (routes: RouteObject[]) => AppRouter;

/**
 * The data router over the route table; tests pass `createRouter` for an in-memory router
 * (renderer/testing/memory-router.ts), which the shipped build then does not carry.
 * The navigator is attached here so code outside React can navigate, and the page views (off
 * unless analytics are configured) follow the router from its first page; their code is a chunk
 * fetched only where analytics are on, and counts the page the router is on when it arrives.
 */
export function createAppRouter(
  services: AppServices,
  createRouter: RouterFactory = (routes) => createBrowserRouter(routes),
): AppRouter {
  const router = createRouter(createAppRoutes(services));
  services.navigator.attach(router);
  if (analyticsEndpoint(services.config)) {
    void import('../lib/analytics/page-views.ts').then(({ startPageViews }) =>
      startPageViews(router, { config: services.config, platform: services.bridge.kind }),
    );
  }
  return router;
}
