import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { matchesEtag } from './app-config-route.ts';

describe(`GET /app-config.json (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { eventsUrl: 'https://eventi.example' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/app-config.json', headers });

  it('sends the JSON with an ETag and a revalidation policy', async () => {
    const response = await get({ 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    // Under the compression threshold: sent as it is, whatever the client accepts.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ eventsUrl: 'https://eventi.example', kiosk: false });
    // The security headers of every answer are still there.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers a revalidation of the same configuration with a bodiless 304', async () => {
    const { etag } = (await get()).headers;
    const revalidated = await get({ 'if-none-match': String(etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': '"another"' })).statusCode).toBe(200);
  });

  it('reads If-None-Match as a list of tags, weak or not, or *', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
  });
});
