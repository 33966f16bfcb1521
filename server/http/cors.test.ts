import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_APP_ORIGIN } from '../../common/constants.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINE } from '../test/test-database.ts';

describe(`cross-origin access (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the desktop renderer preflight for an authenticated call', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/tj/tech-journey/get-status',
      headers: {
        origin: DESKTOP_APP_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(DESKTOP_APP_ORIGIN);
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
    expect(String(response.headers['access-control-allow-methods'])).toContain('DELETE');
    // Cookies never cross origins.
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('marks the actual answer for the desktop origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/tj/tech-journey/get-status',
      headers: { origin: DESKTOP_APP_ORIGIN },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(DESKTOP_APP_ORIGIN);
    expect(response.headers.vary).toContain('Origin');
  });

  it('gives no CORS headers to any other origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'app://tech-journey.evil']) {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/tj/auth/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
