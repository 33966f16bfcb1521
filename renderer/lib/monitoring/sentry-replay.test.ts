import { describe, expect, it, vi } from 'vitest';

vi.mock('@sentry/browser', () => ({
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
}));

const { createReplay } = await import('./sentry-replay.ts');

describe('createReplay', () => {
  it('records no text, no input and no media', () => {
    expect(createReplay()).toEqual({
      name: 'Replay',
      options: { maskAllText: true, maskAllInputs: true, blockAllMedia: true },
    });
  });
});
