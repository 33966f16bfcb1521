import type { RouteFlags } from '#common/routing/navigation-types.ts';

/** One step of the breadcrumb; the last one (the current page) has no link. */
export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

/**
 * What every leaf route carries in its react-router `handle`, read by the shell (title,
 * breadcrumb, guards) through useMatches().
 */
export interface RouteHandle {
  readonly title: string;
  /** One sentence under the title that tells what the page is for. */
  readonly description?: string;
  readonly flags: RouteFlags;
  /** The breadcrumb of this page for the given route parameters. */
  readonly crumbs: (params: Readonly<Record<string, string | undefined>>) => readonly Crumb[];
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'crumbs' in value;
}
