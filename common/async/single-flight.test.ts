import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('shares one run among calls made while it is running', async () => {
    const pending = deferred<string>();
    const run = vi.fn(() => pending.promise);
    const shared = singleFlight(run);
    const calls = [shared(), shared(), shared()];
    pending.resolve('n.e.w');
    await expect(Promise.all(calls)).resolves.toEqual(['n.e.w', 'n.e.w', 'n.e.w']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts a new run once the previous one has settled', async () => {
    let count = 0;
    const shared = singleFlight(async () => ++count);
    expect(await shared()).toBe(1);
    expect(await shared()).toBe(2);
  });

  it('gives every caller the failure, then lets the next call try again', async () => {
    const pending = deferred<string>();
    const run = vi.fn(() => pending.promise);
    const shared = singleFlight(run);
    const calls = [shared(), shared()];
    pending.reject(new Error('offline'));
    for (const call of calls) await expect(call).rejects.toThrow('offline');
    run.mockResolvedValueOnce('later');
    await expect(shared()).resolves.toBe('later');
    expect(run).toHaveBeenCalledTimes(2);
  });
});
