import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteFlags } from '#common/routing/navigation-types.ts';
import type { ParamRule } from '#common/routing/route-params.ts';
import type { PathKey } from '#common/routing/paths.ts';
import type { LayoutName } from '../layouts/layout-names.ts';

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
  /** Lazy (one chunk per area), or plain for the few pages in the entry chunk (sign-in). */
  readonly page: LazyExoticComponent<ComponentType> | ComponentType;
}
