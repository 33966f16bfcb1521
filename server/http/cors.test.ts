import fastifyCors, {
  type FastifyCorsOptions,
  type FastifyCorsOptionsDelegateCallback,
} from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_APP_ORIGIN } from '#common/constants.ts';
import { loadConfig } from '../config.ts';
import { allowCrossOrigin } from './cors.ts';
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
    expect(response.json()).toEqual({
      message: 'Risorsa non trovata.',
      code: 'not_found',
      request_id: expect.any(String),
    });
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

/**
 * The options @fastify/cors ran with until issue 27 replaced it with allowCrossOrigin: the
 * reference the hand-written hook must match, request for request.
 */
function pluginOptions(allowedOrigins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(allowedOrigins);
  const preflight = (request: FastifyRequest) =>
    request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
  const delegator: FastifyCorsOptionsDelegateCallback = (request, done) => {
    const origin = request.headers.origin;
    const isApi = request.url.startsWith('/api/');
    const isMedia = request.url.startsWith('/media/');
    if (!(isApi || isMedia) || typeof origin !== 'string' || !allowed.has(origin)) {
      return done(null, { origin: false });
    }
    done(null, {
      origin,
      methods: isMedia ? ['GET', 'HEAD'] : ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: isMedia ? ['range'] : ['authorization', 'content-type', 'x-tj-preview'],
      maxAge: 600,
      credentials: false,
      preflight: preflight(request),
    });
  };
  return { delegator };
}

describe('allowCrossOrigin against @fastify/cors', () => {
  const ORIGINS = [DESKTOP_APP_ORIGIN, 'https://scuola.example:8443'];
  async function appWith(install: (app: FastifyInstance) => Promise<void> | void) {
    const app = Fastify();
    await install(app);
    for (const path of ['/api/tj/x', '/media/v.mp4', '/page']) {
      app.get(path, async () => ({ ok: true }));
      app.post(path, async () => ({ ok: true }));
    }
    app.get('/api/varied', async (_request, reply) =>
      reply.header('vary', 'accept-encoding').send({}),
    );
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 'not_found' }));
    return app;
  }

  it('sends the same status and headers for every origin, path and method', async () => {
    const reference = await appWith(async (app) => {
      await app.register(fastifyCors, pluginOptions(ORIGINS));
    });
    const ours = await appWith((app) => allowCrossOrigin(app, ORIGINS));
    const compared = [
      'access-control-allow-origin',
      'access-control-allow-methods',
      'access-control-allow-headers',
      'access-control-allow-credentials',
      'access-control-max-age',
      'content-length',
      'vary',
    ];
    try {
      let preflights = 0;
      for (const origin of [undefined, ...ORIGINS, 'https://evil.example', 'null']) {
        for (const url of [
          '/api/tj/x',
          '/api/tj/x?y=1',
          '/media/v.mp4',
          '/page',
          '/api/none',
          '/api/varied',
        ]) {
          for (const method of ['GET', 'POST', 'OPTIONS'] as const) {
            for (const requestMethod of [undefined, 'POST']) {
              const headers: Record<string, string> = {};
              if (origin) headers.origin = origin;
              if (requestMethod) headers['access-control-request-method'] = requestMethod;
              const request = { method, url, headers };
              const [expected, actual] = [
                await reference.inject(request),
                await ours.inject(request),
              ];
              const label = `${method} ${url} from ${origin} (${requestMethod})`;
              expect(actual.statusCode, label).toBe(expected.statusCode);
              for (const name of compared) {
                expect(actual.headers[name], `${label}: ${name}`).toEqual(expected.headers[name]);
              }
              if (actual.statusCode === 204) preflights += 1;
            }
          }
        }
      }
      // The matrix holds real preflights: two listed origins, five URLs under /api/ or /media/.
      expect(preflights).toBe(ORIGINS.length * 5);
    } finally {
      await reference.close();
      await ours.close();
    }
  });
});
