import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteFlags } from '../../common/routing/navigation-types.ts';
import type { ParamRule } from '../../common/routing/route-params.ts';
import type { LayoutName } from './layouts/layout-names.ts';
import type { PathKey } from './paths.ts';
import { ACCOUNT_ROUTES } from './routes/account-routes.ts';
import { ENTRY_ROUTES } from './routes/entry-routes.ts';
import { JOURNEY_ROUTES } from './routes/journey-routes.ts';
import { PROFESSOR_ROUTES } from './routes/professor-routes.ts';

/** One route of the app: its path key, layout, title and guard flags. */
export interface RouteDefinition {
  readonly key: Exclude<PathKey, 'certificates'>;
  readonly layout: LayoutName;
  readonly title: string;
  readonly description?: string;
  readonly flags?: RouteFlags;
  /** Parameter rules; a parameter that breaks its rule makes the route a 404. */
  readonly params?: Readonly<Record<string, ParamRule>>;
  /** The pages above this one in the breadcrumb (Home is always first). */
  readonly parents?: readonly PathKey[];
  readonly page: LazyExoticComponent<ComponentType>;
}

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
  ...JOURNEY_ROUTES,
  ...ACCOUNT_ROUTES,
  ...PROFESSOR_ROUTES,
];
