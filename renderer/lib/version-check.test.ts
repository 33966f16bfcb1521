import { afterEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck, VERSION_CHECK_INTERVAL_MS } from './version-check.ts';

describe('version check', () => {
  let stop = () => undefined as void;
  afterEach(() => stop());

  it('asks hourly for /version.json with a timestamp and flags a different build', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    let published = 'build-1';
    const urls: string[] = [];
    const check = startVersionCheck({
      runningId: 'build-1',
      fetchDescriptor: async (url) => {
        urls.push(url);
        return { id: published };
      },
    });
    stop = check.stop;
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(urls).toEqual([`/version.json?t=${1_700_000_000_000 + VERSION_CHECK_INTERVAL_MS}`]);
    expect(check.isOutdated()).toBe(false);
    published = 'build-2';
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(check.isOutdated()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(check.isOutdated()).toBe(true);
  });

  it('ignores failures and malformed descriptors', async () => {
    const answers: unknown[] = [new Error('offline'), { version: 3 }];
    const check = startVersionCheck({
      runningId: 'build-1',
      fetchDescriptor: async () => {
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    stop = check.stop;
    await check.checkNow();
    await check.checkNow();
    expect(check.isOutdated()).toBe(false);
  });

  it('does not check a development build', async () => {
    const fetchDescriptor = vi.fn(async () => ({ id: 'other' }));
    const check = startVersionCheck({ runningId: 'dev', fetchDescriptor });
    stop = check.stop;
    await check.checkNow();
    expect(fetchDescriptor).not.toHaveBeenCalled();
  });
});
