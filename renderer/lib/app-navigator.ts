/** The part of a data router the navigator needs. */
export interface NavigableRouter {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  readonly state: { readonly location: { readonly pathname: string; readonly search: string } };
}

/**
 * Navigation for code outside React (the HTTP layer, the session provider above the router).
 * The router is attached after it is created, because its loaders need the services that hold
 * this navigator.
 */
export interface AppNavigator {
  attach(router: NavigableRouter): void;
  /** Resolves once the navigation (and its guards) has finished. */
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  /** Path and query of the page on screen, or null before the router exists. */
  currentPath(): string | null;
}

export function createAppNavigator(): AppNavigator {
  let router: NavigableRouter | null = null;
  return {
    attach(next) {
      router = next;
    },
    async navigate(to, options) {
      await router?.navigate(to, options);
    },
    currentPath() {
      if (!router) return null;
      const { pathname, search } = router.state.location;
      return pathname + search;
    },
  };
}
