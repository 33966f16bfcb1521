import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_APP_ORIGIN } from '#common/constants.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

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

  it('answers the preflight with exactly the allowed methods, headers and cache time', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/tj/auth/login',
      headers: {
        origin: DESKTOP_APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-other',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(response.headers['access-control-allow-headers']).toBe(
      'authorization, content-type, x-tj-preview',
    );
    expect(response.headers['access-control-max-age']).toBe('600');
  });

  it('answers an OPTIONS that is no preflight like any unknown route', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/tj/tech-journey/get-status',
      headers: { origin: DESKTOP_APP_ORIGIN },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Risorsa non trovata.', code: 'not_found' });
  });

  it('opens only the APIs, not the other paths of the server', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/app-config.json',
      headers: { origin: DESKTOP_APP_ORIGIN },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/app-config.json',
      headers: { origin: DESKTOP_APP_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe(`cross-origin access for HG_ALLOWED_ORIGINS (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const { allowedOrigins } = loadConfig({ HG_ALLOWED_ORIGINS: 'https://scuola.example:8443' });
    t = await createTestApp({ seed: false, config: { allowedOrigins } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['https://scuola.example:8443', DESKTOP_APP_ORIGIN])(
    'answers the preflight of %s',
    async (origin) => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/tj/auth/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it('still refuses an origin that is not listed', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/tj/auth/login',
      headers: { origin: 'https://scuola.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
