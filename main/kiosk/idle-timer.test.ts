import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../testing/fake-clock.ts';
import { createIdleTimer, KIOSK_IDLE_TIMEOUT_MS } from './idle-timer.ts';

const MINUTE = 60_000;

function setup() {
  const { clock, advance, pendingTimers } = createFakeClock(1_000_000);
  const onIdle = vi.fn();
  const timer = createIdleTimer({ timeoutMs: KIOSK_IDLE_TIMEOUT_MS, onIdle, clock });
  return { timer, onIdle, advance, pendingTimers };
}

describe('createIdleTimer', () => {
  it('waits ten minutes', () => {
    expect(KIOSK_IDLE_TIMEOUT_MS).toBe(10 * MINUTE);
  });

  it('fires once after ten minutes without input', () => {
    const { onIdle, advance } = setup();
    advance(10 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    advance(1);
    expect(onIdle).toHaveBeenCalledOnce();
    advance(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('counts from the last input', () => {
    const { timer, onIdle, advance } = setup();
    advance(9 * MINUTE);
    timer.touch();
    advance(9 * MINUTE);
    timer.touch();
    advance(9 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    advance(1 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('starts counting again at the first input after firing', () => {
    const { timer, onIdle, advance } = setup();
    advance(10 * MINUTE);
    timer.touch();
    advance(10 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('keeps one timer however much input arrives, and none once stopped', () => {
    const { timer, onIdle, advance, pendingTimers } = setup();
    for (let i = 0; i < 1000; i++) timer.touch();
    expect(pendingTimers()).toBe(1);
    timer.stop();
    expect(pendingTimers()).toBe(0);
    advance(20 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
