import type { RouteDefinition } from './routes/route-definition.ts';
import { ACCOUNT_ROUTES } from './routes/account-routes.ts';
import { ADMIN_ROUTES } from './routes/admin-routes.ts';
import { ENTRY_ROUTES } from './routes/entry-routes.ts';
import { JOURNEY_ROUTES } from './routes/journey-routes.ts';
import { PASSWORD_RESET_ROUTES } from './routes/password-reset-routes.ts';
import { PREVIEW_ROUTES } from './routes/preview-routes.ts';
import { PROFESSOR_ROUTES } from './routes/professor-routes.ts';
import { STUDIO_ROUTES } from './routes/studio-routes.ts';
import { VERIFY_ROUTES } from './routes/verify-routes.ts';

/**
 * Every route of spec 01 §2 and spec 02 §2. Where the spec leaves a choice open:
 * - /sign-in is the route with the empty layout and no authentication;
 * - the catch-all 404 page is the route with the default layout and no authentication;
 * - /live/watch is the authenticated route with the live layout;
 * - /auth/sso has no layout, needs no session of its own, and is the sso entry whose outgoing
 *   navigations skip the authentication check (spec 01 §2 point 1);
 * - /report/test-attempt/:attemptId is the one route whose id must be digits;
 * - /assessment* are registered so the guard, not a 404, answers them (they always go home).
 */
export const ROUTE_TABLE: readonly RouteDefinition[] = [
  ...ENTRY_ROUTES,
  ...PASSWORD_RESET_ROUTES,
  ...JOURNEY_ROUTES,
  ...ACCOUNT_ROUTES,
  ...PROFESSOR_ROUTES,
  ...ADMIN_ROUTES,
  ...PREVIEW_ROUTES,
  ...STUDIO_ROUTES,
  ...VERIFY_ROUTES,
];
