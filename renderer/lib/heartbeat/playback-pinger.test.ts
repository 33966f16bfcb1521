import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaybackPinger, PING_INTERVAL_MS } from './playback-pinger.ts';

describe('playback pinger', () => {
  let position = 0;
  const send = vi.fn(async () => undefined);

  beforeEach(() => {
    vi.useFakeTimers();
    send.mockClear();
    position = 0;
  });

  const pinger = () => createPlaybackPinger({ send, position: () => position });

  it('pings on play, every 5 s while playing, and on pause', () => {
    const tracker = pinger();
    tracker.playing(0);
    expect(send).toHaveBeenLastCalledWith({ position_seconds: 0, playing: true });
    position = 5;
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ position_seconds: 5, playing: true });
    position = 10;
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(send).toHaveBeenLastCalledWith({ position_seconds: 10, playing: true });

    tracker.paused(12.5);
    expect(send).toHaveBeenLastCalledWith({ position_seconds: 12.5, playing: false });
    vi.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('stops on ended and on dispose', () => {
    const tracker = pinger();
    tracker.playing(0);
    void tracker.ended(30);
    expect(send).toHaveBeenLastCalledWith({ position_seconds: 30, playing: false });
    vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(send).toHaveBeenCalledTimes(2);

    tracker.playing(0);
    tracker.dispose();
    vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('keeps a single timer when play fires twice', () => {
    const tracker = pinger();
    tracker.playing(0);
    tracker.playing(0);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(3);
    tracker.dispose();
  });

  it('survives a failed ping and never sends a negative or missing position', async () => {
    send.mockRejectedValueOnce(new Error('offline'));
    const tracker = pinger();
    tracker.playing(Number.NaN);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenLastCalledWith({ position_seconds: 0, playing: true });
    position = -3;
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(send).toHaveBeenLastCalledWith({ position_seconds: 0, playing: true });
    tracker.dispose();
  });
});
