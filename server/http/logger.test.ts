import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
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

describe('one log line per answer, at a level that follows its status', () => {
  async function linesAt(level: 'info' | 'debug'): Promise<Array<Record<string, unknown>>> {
    const lines: string[] = [];
    const t = await createTestApp({
      seed: false,
      logger: { level, stream: { write: (line) => void lines.push(line) } },
      extraRoutes: (app) => {
        app.get('/api/tj/test/fails', async () => {
          throw new Error('broken on purpose');
        });
      },
    });
    try {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/tj/tech-journey/get-status' });
      await t.app.inject({ method: 'GET', url: '/api/tj/test/fails' });
    } finally {
      await t.close();
    }
    return lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request completed');
  }
  const summary = (line: Record<string, unknown>) => [
    (line.req as { url: string }).url,
    (line.res as { statusCode: number }).statusCode,
    line.level,
  ];

  it('logs refused requests and faults at info, successes not at all', async () => {
    expect((await linesAt('info')).map(summary)).toEqual([
      ['/api/tj/tech-journey/get-status', 401, 30],
      ['/api/tj/test/fails', 500, 50],
    ]);
  });

  it('adds successes at debug', async () => {
    expect((await linesAt('debug')).map(summary)).toEqual([
      ['/api/health', 200, 20],
      ['/api/tj/tech-journey/get-status', 401, 30],
      ['/api/tj/test/fails', 500, 50],
    ]);
  });
});
