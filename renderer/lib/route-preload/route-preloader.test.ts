import { describe, expect, it } from 'vitest';
import { preloadingAllowed, type ConnectionInfo } from './connection.ts';
import { createRoutePreloader, MAX_PARALLEL_PRELOADS } from './route-preloader.ts';

/** A load the test settles by hand, recording when it started. */
function deferredLoads() {
  const started: string[] = [];
  const settle = new Map<string, { resolve(): void; reject(): void }>();
  const load = (key: string) => () =>
    new Promise<void>((resolve, reject) => {
      started.push(key);
      settle.set(key, { resolve, reject });
    });
  return { started, settle, load };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('route preloader', () => {
  it('runs at most 4 loads at once, in the order asked', async () => {
    expect(MAX_PARALLEL_PRELOADS).toBe(4);
    const { started, settle, load } = deferredLoads();
    const preloader = createRoutePreloader({ connection: () => undefined });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) preloader.preload(key, load(key));
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    settle.get('b')?.resolve();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);

    // A failure frees its place too.
    settle.get('a')?.reject();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('never exceeds the limit, however many routes are asked for', async () => {
    let inFlight = 0;
    let peak = 0;
    const preloader = createRoutePreloader({ connection: () => undefined });
    const done: Promise<void>[] = [];
    for (let index = 0; index < 20; index++) {
      done.push(
        new Promise<void>((finished) =>
          preloader.preload(`route-${index}`, async () => {
            inFlight += 1;
            peak = Math.max(peak, inFlight);
            await new Promise((resolve) => setTimeout(resolve, 1 + (index % 3)));
            inFlight -= 1;
            finished();
          }),
        ),
      );
    }
    await Promise.all(done);
    expect(peak).toBe(4);
  });

  it('loads a route once, but tries again after a failure', async () => {
    const { started, settle, load } = deferredLoads();
    const preloader = createRoutePreloader({ connection: () => undefined });
    preloader.preload('map', load('map'));
    preloader.preload('map', load('map'));
    await flush();
    expect(started).toEqual(['map']);
    settle.get('map')?.resolve();
    await flush();
    preloader.preload('map', load('map'));
    await flush();
    expect(started).toEqual(['map']);

    preloader.preload('levels', load('levels'));
    await flush();
    settle.get('levels')?.reject();
    await flush();
    preloader.preload('levels', load('levels'));
    await flush();
    expect(started).toEqual(['map', 'levels', 'levels']);
  });

  it('queues nothing on a slow connection, and drops waiting loads when it turns slow', async () => {
    let connection: ConnectionInfo = { effectiveType: '2g' };
    const { started, settle, load } = deferredLoads();
    const preloader = createRoutePreloader({ connection: () => connection });
    preloader.preload('a', load('a'));
    await flush();
    expect(started).toEqual([]);

    connection = { effectiveType: '4g' };
    for (const key of ['a', 'b', 'c', 'd', 'e']) preloader.preload(key, load(key));
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    connection = { effectiveType: '4g', saveData: true };
    settle.get('a')?.resolve();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    // Dropped, not lost: once the connection allows it again the route can be asked for anew.
    connection = { effectiveType: '4g' };
    preloader.preload('e', load('e'));
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('preloadingAllowed (spec 01 §9)', () => {
  it.each<[ConnectionInfo | undefined, boolean]>([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ saveData: true }, false],
    [{ effectiveType: '4g', saveData: false }, true],
  ])('%o → %s', (connection, allowed) => {
    expect(preloadingAllowed(connection)).toBe(allowed);
  });
});
