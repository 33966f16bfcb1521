import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '#common/api/health.ts';
import { SERVICE_PREFIXES, appConfigSchema } from '#common/config/app-config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root">tech journey test index</div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe(`web UI, app config and JSON 404s (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'tj-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), INDEX_HTML);
    await writeFile(join(webDir, 'assets', 'app-1234.js'), 'console.log("app");');
    await writeFile(join(webDir, 'version.json'), '{"id":"build-1"}\n');
    t = await createTestApp({
      seed: false,
      config: {
        webDir,
        environment: 'development',
        eventsUrl: 'https://eventi.example',
        previousPlatformUrl: 'https://vecchia.example/',
        analyticsUrl: 'https://stats.example',
        analyticsSiteId: 'tj.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves index.html at / with the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('tech journey test index');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      'frame-src https://www.youtube-nocookie.com',
      "img-src 'self' data: blob:",
      // Lesson videos and their captions (<track> is governed by media-src) from /media.
      "media-src 'self' blob:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(['/map', '/module-detail/abc123', '/profile/settings?tab=1'])(
    'answers index.html for the page path %s (history fallback)',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('tech journey test index');
    },
  );

  it('serves built assets as files, with long caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the latest-build descriptor uncached, as it is on disk now', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/version.json?t=1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: 'build-1' });
    expect(first.headers['cache-control']).toBe('no-store');
    // A new build written under the running server is what the next check sees.
    await writeFile(join(webDir, 'version.json'), '{"id":"build-2"}\n');
    const second = await t.app.inject({ method: 'GET', url: '/version.json?t=2' });
    expect(second.json()).toEqual({ id: 'build-2' });
    expect(second.headers['cache-control']).toBe('no-store');
  });

  it('answers a JSON 404 for a missing file that is not a page request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Risorsa non trovata.',
      code: 'not_found',
      request_id: expect.any(String),
    });
  });

  const unknownApiPaths: Array<['GET' | 'POST', string]> = [
    ['GET', '/api/unknown'],
    ['GET', '/api/tj/unknown'],
    ['POST', '/api/tj/unknown'],
    // Two segments: one could be a route's parameter (GET /api/surveys/{surveyId}). The chat
    // service answers Rocket.Chat's envelope instead (below).
    ...Object.values(SERVICE_PREFIXES)
      .filter((prefix) => prefix !== SERVICE_PREFIXES.chatBaseUrl)
      .flatMap((prefix): Array<['GET' | 'POST', string]> => [
        ['GET', `${prefix}/unknown/path`],
        ['POST', `${prefix}/unknown/path`],
      ]),
  ];

  // (GET falls to the web UI's fallback, which answers the JSON 404 above for any /api path.)
  it('answers Rocket.Chat’s 404 for an unknown chat endpoint, signed in or not', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${SERVICE_PREFIXES.chatBaseUrl}/unknown.endpoint`,
      headers: HTML,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: 'Not found',
      errorType: 'error-not-found',
    });
  });

  it.each(unknownApiPaths)(
    'answers a JSON 404 for %s %s, even when HTML is accepted',
    async (method, url) => {
      const response = await t.app.inject({ method, url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        message: 'Risorsa non trovata.',
        code: 'not_found',
        request_id: expect.any(String),
      });
    },
  );

  it('publishes the app config with relative base URLs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(response.statusCode).toBe(200);
    // The raw answer, before the schema's defaults could fill a missing key.
    expect(response.json()).toEqual({
      ...SERVICE_PREFIXES,
      eventsUrl: 'https://eventi.example',
      previousPlatformUrl: 'https://vecchia.example/',
      environment: 'development',
      cookieDomain: '',
      sentryDsn: '',
      analyticsUrl: 'https://stats.example',
      analyticsSiteId: 'tj.example',
      accessibilityEmail: 'attestati@tech-journey.example',
      kiosk: false,
    });
    expect(appConfigSchema.safeParse(response.json()).success).toBe(true);
  });

  it('answers the health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json()).database).toBe(TEST_ENGINE);
  });
});

describe(`web UI not built yet (${TEST_ENGINE})`, () => {
  it('answers an Italian page saying so', async () => {
    const t = await createTestApp({
      seed: false,
      config: { webDir: join(tmpdir(), 'tj-no-such-dir') },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("L'interfaccia web non è ancora stata compilata");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await t.close();
    }
  });
});
