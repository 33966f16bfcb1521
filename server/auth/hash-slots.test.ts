import { describe, expect, it } from 'vitest';
import { createSlots } from './hash-slots.ts';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('hash slots', () => {
  it('runs at most max tasks at once, the others in arrival order', async () => {
    const slots = createSlots(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    let peak = 0;
    const runs = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        peak = Math.max(peak, slots.running);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.waiting).toBe(2);
    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(slots.running).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  it('gives the slot back when a task fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(slots.running).toBe(0);
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('refuses a nonsensical size', () => {
    expect(() => createSlots(0)).toThrow();
  });
});
