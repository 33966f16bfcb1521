import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from './window-options.ts';

describe('mainWindowOptions', () => {
  it.each([true, false])('opens DevTools only as decided (devTools: %s)', (devTools) => {
    const options = mainWindowOptions({ preloadPath: '/p/index.cjs', kiosk: false, devTools });
    expect(options.webPreferences?.devTools).toBe(devTools);
  });

  it('fills the whole screen as a kiosk, with devtools and webviews off', () => {
    const options = mainWindowOptions({
      preloadPath: '/p/index.cjs',
      kiosk: true,
      devTools: false,
    });
    expect(options).toMatchObject({ kiosk: true, fullscreen: true });
    expect(options.webPreferences).toMatchObject({
      devTools: false,
      webviewTag: false,
      nodeIntegration: false,
      contextIsolation: true,
      sandbox: true,
    });
  });

  it('is an ordinary window otherwise', () => {
    const options = mainWindowOptions({
      preloadPath: '/p/index.cjs',
      kiosk: false,
      devTools: true,
    });
    expect(options).toMatchObject({ kiosk: false, fullscreen: false });
  });
});
