import { describe, expect, it } from 'vitest';
import { devToolsAllowed } from './devtools-policy.ts';

describe('devToolsAllowed', () => {
  it('keeps DevTools closed in a packaged production build', () => {
    expect(devToolsAllowed({ isPackaged: true, environment: 'production', kiosk: false })).toBe(
      false,
    );
  });

  it('opens them when the configuration says development', () => {
    expect(devToolsAllowed({ isPackaged: true, environment: 'development', kiosk: false })).toBe(
      true,
    );
  });

  it('opens them when run from source', () => {
    expect(devToolsAllowed({ isPackaged: false, environment: 'production', kiosk: false })).toBe(
      true,
    );
  });

  it.each([
    { isPackaged: true, environment: 'production' as const },
    { isPackaged: true, environment: 'development' as const },
    { isPackaged: false, environment: 'development' as const },
  ])('never opens them on a kiosk (%o)', (context) => {
    expect(devToolsAllowed({ ...context, kiosk: true })).toBe(false);
  });
});
