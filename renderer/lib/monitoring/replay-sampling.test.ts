import { describe, expect, it, vi } from 'vitest';
import { startReplaySampling } from './replay-sampling.ts';

function setup(rolls: number[]) {
  const replay = { start: vi.fn() };
  const errorListeners: Array<() => void> = [];
  const host = {
    addIntegration: vi.fn(),
    onErrorSent: vi.fn((listener: () => void) => void errorListeners.push(listener)),
  };
  const loadReplay = vi.fn(async () => replay);
  const random = vi.fn(() => rolls.shift() ?? 0.99);
  const reportError = () => errorListeners.forEach((listener) => listener());
  return { replay, host, loadReplay, random, reportError };
}

const SPEC_RATES = { replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 };

describe('startReplaySampling', () => {
  it('records a session sampled at the session rate from the start', async () => {
    const t = setup([0.05]);
    expect(await startReplaySampling(SPEC_RATES, t.host, t.loadReplay, t.random)).toBe('session');
    expect(t.loadReplay).toHaveBeenCalledTimes(1);
    expect(t.host.addIntegration).toHaveBeenCalledWith(t.replay);
    expect(t.replay.start).toHaveBeenCalledTimes(1);
    // Already recording: errors sample nothing more.
    expect(t.host.onErrorSent).not.toHaveBeenCalled();
  });

  it('does not download the recorder for a session not sampled, until an error is', async () => {
    const t = setup([0.5, 0.3]);
    expect(await startReplaySampling(SPEC_RATES, t.host, t.loadReplay, t.random)).toBe('on-error');
    expect(t.loadReplay).not.toHaveBeenCalled();

    t.reportError();
    await vi.waitFor(() => expect(t.replay.start).toHaveBeenCalledTimes(1));
    expect(t.host.addIntegration).toHaveBeenCalledWith(t.replay);
    // A second error neither loads nor starts it again.
    t.reportError();
    await Promise.resolve();
    expect(t.loadReplay).toHaveBeenCalledTimes(1);
    expect(t.replay.start).toHaveBeenCalledTimes(1);
  });

  it('samples each error at the on-error rate', async () => {
    const t = setup([0.5, 0.7, 0.2]);
    const rates = { replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 0.5 };
    await startReplaySampling(rates, t.host, t.loadReplay, t.random);
    t.reportError(); // 0.7: not sampled
    expect(t.loadReplay).not.toHaveBeenCalled();
    t.reportError(); // 0.2: sampled
    await vi.waitFor(() => expect(t.replay.start).toHaveBeenCalledTimes(1));
  });

  it('never loads the recorder when neither rate samples anything', async () => {
    const t = setup([0.5]);
    const rates = { replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 };
    expect(await startReplaySampling(rates, t.host, t.loadReplay, t.random)).toBe('off');
    expect(t.host.onErrorSent).not.toHaveBeenCalled();
    expect(t.loadReplay).not.toHaveBeenCalled();
  });

  it('tries again at the next sampled error when the chunk could not load', async () => {
    const t = setup([0.5]);
    t.loadReplay.mockRejectedValueOnce(new Error('chunk missing'));
    await startReplaySampling(SPEC_RATES, t.host, t.loadReplay, t.random);
    t.reportError();
    await vi.waitFor(() => expect(t.loadReplay).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(t.replay.start).not.toHaveBeenCalled();
    t.reportError();
    await vi.waitFor(() => expect(t.replay.start).toHaveBeenCalledTimes(1));
    expect(t.loadReplay).toHaveBeenCalledTimes(2);
  });
});
