import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { startPageViews } from '../lib/analytics/page-views.ts';
import type { AppServices } from '../lib/services/app-services.ts';
import { createAppRoutes } from './create-routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router over the route table; `initialEntries` gives an in-memory router (tests).
 * The navigator is attached here so code outside React can navigate, and the page views (off
 * unless analytics are configured) follow the router from its first page.
 */
export function createAppRouter(
  services: AppServices,
  options: { initialEntries?: string[] } = {},
): AppRouter {
  const routes = createAppRoutes(services);
  const router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);
  services.navigator.attach(router);
  startPageViews(router, { config: services.config, platform: services.bridge.kind });
  return router;
}
