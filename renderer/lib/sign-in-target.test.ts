import { describe, expect, it } from 'vitest';
import { rememberSignInTarget, takeSignInTarget } from './sign-in-target.ts';

describe('sign-in target', () => {
  it('returns the remembered page once', () => {
    rememberSignInTarget('/report?classroom=3');
    expect(takeSignInTarget()).toBe('/report?classroom=3');
    expect(takeSignInTarget()).toBe('/');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    '/sign-in',
    '/SIGN-IN?x=1',
  ])('never keeps %s', (target) => {
    rememberSignInTarget(target);
    expect(takeSignInTarget()).toBe('/');
  });
});
