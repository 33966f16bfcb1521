import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page loaded on demand that can also be loaded ahead of the navigation (route preloading). */
export type PreloadablePage = LazyExoticComponent<ComponentType> & {
  preload(): Promise<unknown>;
};

/**
 * React.lazy with a preload: both share one import, so a preloaded page renders at once. A
 * failed import is forgotten, so the navigation tries for itself and its failure reaches the
 * chunk reload rule (route-error-page.tsx) rather than a stale rejection of a hover long ago.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

export function isPreloadable(page: unknown): page is PreloadablePage {
  return typeof (page as Partial<PreloadablePage>).preload === 'function';
}
