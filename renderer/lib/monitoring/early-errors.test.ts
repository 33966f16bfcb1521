import { describe, expect, it } from 'vitest';
import { catchEarlyErrors } from './early-errors.ts';

function errorEvent(error: unknown): Event {
  return Object.assign(new Event('error'), { error, message: String(error) });
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('catchEarlyErrors', () => {
  it('keeps uncaught errors and rejections in order, and nothing after stop', () => {
    const target = new EventTarget();
    const early = catchEarlyErrors(target);
    const first = new Error('config');
    target.dispatchEvent(errorEvent(first));
    target.dispatchEvent(rejection('refused'));
    expect(early.stop()).toEqual([first, 'refused']);
    target.dispatchEvent(errorEvent(new Error('later')));
    expect(early.stop()).toEqual([]);
  });

  it('keeps the first 20 of a page throwing in a loop', () => {
    const target = new EventTarget();
    const early = catchEarlyErrors(target);
    for (let i = 0; i < 50; i++) target.dispatchEvent(errorEvent(new Error(`loop ${i}`)));
    const kept = early.stop();
    expect(kept).toHaveLength(20);
    expect(kept[0]).toEqual(new Error('loop 0'));
  });
});
