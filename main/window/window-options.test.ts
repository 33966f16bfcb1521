import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from './window-options.ts';

describe('mainWindowOptions', () => {
  it.each([true, false])('opens DevTools only as decided (devTools: %s)', (devTools) => {
    const options = mainWindowOptions({ preloadPath: '/p/index.cjs', kiosk: false, devTools });
    expect(options.webPreferences?.devTools).toBe(devTools);
  });
});
