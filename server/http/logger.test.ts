import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/tj/refresh?token=abc', '/api/tj/refresh?token=[REDACTED]'],
    ['/api/tj/refresh?a=1&token=abc&b=2', '/api/tj/refresh?a=1&token=[REDACTED]&b=2'],
    ['/x?TOKEN=abc', '/x?TOKEN=[REDACTED]'],
    ['/x?%74oken=abc', '/x?%74oken=[REDACTED]'],
    [
      '/x?refresh_token=abc&access_token=def',
      '/x?refresh_token=[REDACTED]&access_token=[REDACTED]',
    ],
    ['/x?tokens=keep', '/x?tokens=keep'],
    ['/plain', '/plain'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
