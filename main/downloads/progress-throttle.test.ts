import { describe, expect, it } from 'vitest';
import { createProgressThrottle } from './progress-throttle.ts';

describe('createProgressThrottle', () => {
  it('lets one update through per interval', () => {
    let time = 1000;
    const allow = createProgressThrottle(100, () => time);
    const passed: number[] = [];
    for (let step = 0; step < 10; step += 1) {
      if (allow()) passed.push(time);
      time += 40;
    }
    expect(passed).toEqual([1000, 1120, 1240, 1360]);
  });
});
