import { createMemoryRouter } from 'react-router';
import type { RouterFactory } from '../app/create-app-router.ts';

/** The app's router in memory, opened at `path`: what createAppRouter builds in tests. */
export function memoryRouterAt(path: string): RouterFactory {
  return (routes) => createMemoryRouter(routes, { initialEntries: [path] });
}
