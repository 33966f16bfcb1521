import { describe, expect, it, vi } from 'vitest';
import { claimSingleInstance, type FocusableWindow } from './single-instance.ts';

function fakeApp(locked: boolean) {
  let secondInstance: () => void = () => undefined;
  return {
    app: {
      requestSingleInstanceLock: () => locked,
      on: (_event: 'second-instance', listener: () => void) => (secondInstance = listener),
      quit: vi.fn(),
    },
    secondInstance: () => secondInstance(),
  };
}

function fakeWindow(
  minimized: boolean,
): FocusableWindow & Record<string, ReturnType<typeof vi.fn>> {
  return {
    isDestroyed: vi.fn(() => false),
    isMinimized: vi.fn(() => minimized),
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
  };
}

describe('claimSingleInstance', () => {
  it('quits a second instance at once', () => {
    const { app } = fakeApp(false);
    expect(claimSingleInstance(app, () => null)).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
  });

  it('brings the first window back when a second instance starts', () => {
    const { app, secondInstance } = fakeApp(true);
    const window = fakeWindow(true);
    expect(claimSingleInstance(app, () => window)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    secondInstance();
    expect(window.restore).toHaveBeenCalledOnce();
    expect(window.focus).toHaveBeenCalledOnce();
  });

  it('ignores a second instance while no window exists', () => {
    const { app, secondInstance } = fakeApp(true);
    claimSingleInstance(app, () => null);
    expect(() => secondInstance()).not.toThrow();
  });
});
