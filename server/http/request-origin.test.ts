import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { requestOrigin } from './request-origin.ts';

describe('the origin written into lasting documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      extraRoutes: (app) =>
        app.get('/api/tj/__origin', async (request) => ({ origin: requestOrigin(request) })),
    });
  });
  afterAll(() => t.close());

  it.each([
    ['scuola.example', 'http://scuola.example'],
    ['Scuola.Example:8443', 'http://scuola.example:8443'],
    ['127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['[::1]:8787', 'http://[::1]:8787'],
    ['evil.example/phish?x=', 'http://127.0.0.1:8787'],
    ['a b', 'http://127.0.0.1:8787'],
  ])('Host %j → %s', async (host, origin) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/tj/__origin',
      headers: { host },
    });
    expect(answer.json()).toEqual({ origin });
  });
});
