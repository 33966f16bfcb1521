import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { parseRequest } from './validate.ts';

describe(`error answers (${TEST_ENGINE})`, () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } },
      extraRoutes: (app) => {
        app.get('/api/tj/test/broken', async () => {
          throw new Error('database row in an impossible state');
        });
        app.get('/api/tj/test/search', async (request) =>
          parseRequest(z.object({ limit: z.coerce.number().int().min(1).max(100) }), request.query),
        );
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a malformed URL with the Italian 400, not Fastify's own body", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tj/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
    expect(response.body).not.toContain('FST_');
  });

  it('answers 500 with the Italian message for an unexpected error, and logs it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tj/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Errore interno del server. Riprova più tardi.',
      code: 'internal_error',
      request_id: expect.any(String),
    });
    expect(logLines.join('')).toContain('database row in an impossible state');
    // The cause stays in the log, never in the answer.
    expect(response.body).not.toContain('impossible');
  });

  it('validates query strings with the same 422', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tj/test/search?limit=500' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: { limit: expect.any(String) },
    });
    const ok = await t.app.inject({ method: 'GET', url: '/api/tj/test/search?limit=5' });
    expect(ok.json()).toEqual({ limit: 5 });
  });

  it('answers 503 when the database is down', async () => {
    await t.db.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Servizio momentaneamente non disponibile. Riprova più tardi.',
      code: 'service_unavailable',
      request_id: expect.any(String),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/login',
      payload: { email: 'studente@demo.test', password: 'Demo2026!' },
    });
    expect(login.statusCode).toBe(503);
  });
});

/** Shaped like a refresh token (32 random bytes, base64url). */
const PATH_TOKEN = 'q3Zr0b1Vd6Kx-8mT_2wLpYcN4sHfJ7uE9aGiOkRzB5Q';

describe(`what the log never contains (${TEST_ENGINE})`, () => {
  it('leaves out query strings, token-shaped runs of the path, bodies, cookies and Authorization', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
    });
    try {
      await t.app.inject({ method: 'POST', url: '/api/tj/refresh?token=SECRET-REFRESH-TOKEN' });
      await t.app.inject({ method: 'POST', url: '/api/tj/refresh?token[]=SECRET-IN-ARRAY' });
      await t.app.inject({ method: 'POST', url: '/api/tj/refresh?a=1;token=SECRET-AFTER-SEMI' });
      await t.app.inject({ method: 'POST', url: `/api/tj/refresh/${PATH_TOKEN}` });
      await t.app.inject({ method: 'POST', url: `/api/tj/refresh/x:(${PATH_TOKEN}),` });
      await t.app.inject({
        method: 'POST',
        url: `/api/tj/refresh/${PATH_TOKEN.slice(0, 21)}/${PATH_TOKEN.slice(21)}`,
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/tj/auth/login',
        headers: {
          authorization: 'Bearer SECRET-ACCESS-TOKEN',
          cookie: 'hg_tj_session=SECRET-COOKIE',
        },
        payload: { email: 'studente@demo.test', password: 'SECRET-PASSWORD' },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/tj/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"password":"SECRET-IN-BAD-JSON"',
      });
      const log = lines.join('');
      expect(log).toContain('"url":"/api/tj/refresh"');
      expect(log).toContain('"url":"/api/tj/refresh/[REDACTED]"');
      expect(log).toContain('/api/tj/auth/login');
      for (const secret of [
        'SECRET-REFRESH-TOKEN',
        'SECRET-ACCESS-TOKEN',
        'SECRET-COOKIE',
        'SECRET-PASSWORD',
        'SECRET-IN-BAD-JSON',
        'SECRET-IN-ARRAY',
        'SECRET-AFTER-SEMI',
        PATH_TOKEN,
      ]) {
        expect(log).not.toContain(secret);
      }
      // Not even a part of the token beside punctuation or split over two segments.
      for (let start = 0; start + 8 <= PATH_TOKEN.length; start += 1) {
        expect(log).not.toContain(PATH_TOKEN.slice(start, start + 8));
      }
    } finally {
      await t.close();
    }
  });
});
