import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

function recordingLog() {
  const warnings: Array<{ details: object; message: string }> = [];
  return {
    warnings,
    warn: (details: object, message: string) => warnings.push({ details, message }),
  };
}

describe('startPeriodicJob', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once and then at every interval until stopped', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const job = startPeriodicJob({
      run,
      intervalMs: 1000,
      log: recordingLog(),
      failureMessage: 'x',
    });
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('logs a failed run and runs again at the next tick', async () => {
    vi.useFakeTimers();
    const log = recordingLog();
    const failure = new Error('database gone');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const job = startPeriodicJob({ run, intervalMs: 1000, log, failureMessage: 'sweep failed' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.warnings).toEqual([{ details: { err: failure }, message: 'sweep failed' }]);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('stop waits for the run in progress', async () => {
    let finish!: () => void;
    const events: string[] = [];
    const run = () =>
      new Promise<void>((resolve) => {
        finish = () => {
          events.push('run ended');
          resolve();
        };
      });
    const job = startPeriodicJob({
      run,
      intervalMs: 60_000,
      log: recordingLog(),
      failureMessage: 'x',
    });
    const stopped = job.stop().then(() => events.push('stopped'));
    await Promise.resolve();
    expect(events).toEqual([]);
    finish();
    await stopped;
    expect(events).toEqual(['run ended', 'stopped']);
  });
});
