import { browserConnection, preloadingAllowed, type ConnectionInfo } from './connection.ts';

/** Spec 01 §9: at most 4 route preloads in flight at once. */
export const MAX_PARALLEL_PRELOADS = 4;

export interface RoutePreloader {
  /**
   * Queues the load of a route's code under `key`. A key already loaded, loading or queued is
   * not queued again; nothing is queued while the connection rules forbid preloading.
   */
  preload(key: string, load: () => Promise<unknown>): void;
}

/**
 * A queue that runs at most `concurrency` loads at a time, in the order asked. A failed load is
 * forgotten (a later hover may try again) and never reported: preloading is a bet, and the
 * navigation itself handles a chunk that cannot load (lib/chunk-reload.ts).
 */
export function createRoutePreloader(
  options: {
    concurrency?: number;
    connection?: () => ConnectionInfo | undefined;
  } = {},
): RoutePreloader {
  const concurrency = options.concurrency ?? MAX_PARALLEL_PRELOADS;
  const connection = options.connection ?? browserConnection;
  const known = new Set<string>();
  const queue: Array<{ key: string; load: () => Promise<unknown> }> = [];
  let running = 0;

  const next = () => {
    while (running < concurrency && queue.length > 0) {
      const job = queue.shift();
      if (!job) return;
      // The connection may have worsened while the job waited.
      if (!preloadingAllowed(connection())) {
        known.delete(job.key);
        continue;
      }
      running += 1;
      void Promise.resolve()
        .then(job.load)
        .catch(() => known.delete(job.key))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  return {
    preload(key, load) {
      if (known.has(key) || !preloadingAllowed(connection())) return;
      known.add(key);
      queue.push({ key, load });
      next();
    },
  };
}
