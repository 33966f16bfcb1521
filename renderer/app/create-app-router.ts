import { createBrowserRouter, createMemoryRouter } from 'react-router';
import type { AppServices } from '../lib/services/app-services.ts';
import { createAppRoutes } from './create-routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router over the route table; `initialEntries` gives an in-memory router (tests).
 * The navigator is attached here so code outside React can navigate.
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
  return router;
}
