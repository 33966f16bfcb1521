import type { AppRouter } from './create-app-router.ts';

/**
 * Resolves once the router has settled on its first page and the browser is idle after
 * painting it (or 2 s later, as in a background tab): for work that must not delay the first
 * page nor share the network with it (issue 27 §5).
 */
export function firstPageShown(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise<void>((resolve) => {
    if (settled()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (settled()) {
        unsubscribe();
        resolve();
      }
    });
  }).then(() => new Promise((resolve) => afterPaint(resolve)));
}

function afterPaint(callback: () => void): void {
  // Browsers without requestIdleCallback (Safari) wait for the next frame instead.
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: 2000 });
  } else {
    requestAnimationFrame(() => setTimeout(callback, 0));
  }
}
