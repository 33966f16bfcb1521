import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { createRoutePreloader, type RoutePreloader } from '../lib/route-preload/route-preloader.ts';
import { loadShellChrome } from './layouts/shell-layout.tsx';
import { isPreloadable } from './lazy-page.ts';
import { ROUTE_TABLE } from './route-table.ts';

/**
 * Route preloading (spec 01 §9): the code of a page starts loading when the user points at or
 * focuses a link to it, and, once the browser is idle after a navigation, for the links of the
 * main navigation. The preloader keeps it to 4 at a time and off on slow connections and with
 * data saving.
 */

/** The route a same-origin link leads to; the catch-all 404 is never worth preloading. */
export function routeKeyOf(href: string, origin: string = window.location.origin): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  for (const route of ROUTE_TABLE) {
    const pattern = paths[route.key].path;
    if (pattern !== '*' && matchPath({ path: pattern, end: true }, url.pathname)) return route.key;
  }
  return null;
}

/** Queues the page of the route `href` leads to; anything else is ignored. */
export function preloadRouteOf(href: string, preloader: RoutePreloader): void {
  const key = routeKeyOf(href);
  const page = key ? ROUTE_TABLE.find((route) => route.key === key)?.page : undefined;
  if (key && isPreloadable(page)) preloader.preload(key, page.preload);
}

const defaultPreloader = createRoutePreloader();

/** The links preloaded when the browser is idle: the header's navigation. */
const IDLE_LINKS = 'header nav a[href]';

/**
 * The sign-in page has no header to read; what follows it is known: the home page in the frame
 * with the header. Loaded while the student types, so signing in does not wait for that code.
 */
function preloadAfterSignIn(preloader: RoutePreloader): void {
  preloader.preload('shell-chrome', loadShellChrome);
  preloadRouteOf(paths.home.href(), preloader);
}

/** Installs the hover, focus and idle preloading for the whole app (the root shell's hook). */
export function useRoutePreloading(preloader: RoutePreloader = defaultPreloader): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (href) preloadRouteOf(href, preloader);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [preloader]);

  const { pathname } = useLocation();
  useEffect(() => {
    // Browsers without requestIdleCallback (Safari) keep hover and focus preloading only.
    if (typeof window.requestIdleCallback !== 'function') return;
    let observer: MutationObserver | undefined;
    const preloadLinks = () => {
      const links = document.querySelectorAll(IDLE_LINKS);
      for (const link of links) {
        const href = link.getAttribute('href');
        if (href) preloadRouteOf(href, preloader);
      }
      return links.length > 0;
    };
    let handle = window.requestIdleCallback(() => {
      if (pathname === paths.signIn.path) preloadAfterSignIn(preloader);
      if (preloadLinks()) return;
      // The header comes in a chunk of its own and may not be there yet: its links are
      // preloaded at the first idle moment after it appears.
      observer = new MutationObserver(() => {
        if (!document.querySelector(IDLE_LINKS)) return;
        observer?.disconnect();
        handle = window.requestIdleCallback(preloadLinks);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    return () => {
      observer?.disconnect();
      window.cancelIdleCallback(handle);
    };
  }, [pathname, preloader]);
}
