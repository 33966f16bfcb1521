import { useSyncExternalStore } from 'react';

/**
 * The one place the renderer asks whether the user wants less motion (WCAG 2.3.3): the operating
 * system's "reduce motion" setting, as the browser reports it. Stylesheets ask the same media
 * query with `@media (prefers-reduced-motion: reduce)`; code that moves things itself (timers
 * waiting for an animation, smooth scrolling) asks here.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | null {
  // jsdom and very old engines have no matchMedia: no preference is then known.
  return typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
}

/** Whether the user asked for reduced motion right now (for code outside React's render). */
export function prefersReducedMotion(): boolean {
  return motionQuery()?.matches ?? false;
}

/** How to scroll something into view: at once when motion is reduced, smoothly otherwise. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

function subscribe(onChange: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The reduced-motion preference, re-rendering when the user changes it while the app runs. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
