import { describe, expect, it } from 'vitest';
import { loggedPath } from './logger.ts';

const TOKEN = 'q3Zr0b1Vd6Kx-8mT_2wLpYcN4sHfJ7uE9aGiOkRzB5Q';

describe('loggedPath', () => {
  it.each([
    ['/api/tj/refresh?token=abc', '/api/tj/refresh'],
    ['/api/tj/refresh?a=1&token=abc&b=2', '/api/tj/refresh'],
    ['/x?TOKEN=abc', '/x'],
    ['/x?%74oken=abc', '/x'],
    ['/x?refresh_token=abc&access_token=def', '/x'],
    [`/api/tj/refresh?token[]=${TOKEN}`, '/api/tj/refresh'],
    [`/api/tj/refresh?a=1;token=${TOKEN}`, '/api/tj/refresh'],
    [`/api/tj/refresh;token=${TOKEN}`, '/api/tj/refresh'],
    [`/api/tj/refresh/${TOKEN}`, '/api/tj/refresh/[REDACTED]'],
    [`/api/tj/refresh/${TOKEN}/more`, '/api/tj/refresh/[REDACTED]/more'],
    [
      '/api/tj/tech-journey/quizzes/start/0123456789abcdef01234567',
      '/api/tj/tech-journey/quizzes/start/0123456789abcdef01234567',
    ],
    ['/plain', '/plain'],
    ['/', '/'],
  ])('%s → %s', (url, expected) => {
    expect(loggedPath(url)).toBe(expected);
  });
});
