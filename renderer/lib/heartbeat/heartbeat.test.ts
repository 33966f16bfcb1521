import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeat } from './heartbeat.ts';

describe('heartbeat', () => {
  const beat = vi.fn(async () => undefined);
  beforeEach(() => {
    vi.useFakeTimers();
    beat.mockReset();
    beat.mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('beats every interval once started, keeps one timer however often started, stops', () => {
    const heartbeat = createHeartbeat({ beat, intervalMs: 1000 });
    heartbeat.start();
    heartbeat.start();
    expect(beat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(beat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(beat).toHaveBeenCalledTimes(3);
    heartbeat.stop();
    vi.advanceTimersByTime(5000);
    expect(beat).toHaveBeenCalledTimes(3);
  });

  it('drops a failed beat and carries on', async () => {
    beat.mockRejectedValueOnce(new Error('offline'));
    const heartbeat = createHeartbeat({ beat, intervalMs: 1000 });
    await expect(heartbeat.beatNow()).resolves.toBeUndefined();
    heartbeat.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(beat).toHaveBeenCalledTimes(2);
    heartbeat.stop();
  });

  it('skips beats while the page is hidden, when asked to', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await createHeartbeat({ beat, intervalMs: 1000, skipWhenHidden: true }).beatNow();
    expect(beat).not.toHaveBeenCalled();
    await createHeartbeat({ beat, intervalMs: 1000 }).beatNow();
    expect(beat).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    await createHeartbeat({ beat, intervalMs: 1000, skipWhenHidden: true }).beatNow();
    expect(beat).toHaveBeenCalledTimes(2);
  });
});
