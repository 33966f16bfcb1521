import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const ID_SHAPE = /^[0-9a-f]{12}$/;

describe(`request ids (${TEST_ENGINE})`, () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line)) } },
      extraRoutes: (app) => {
        app.get('/api/tj/test/fails', async (request) => {
          request.log.warn('about to fail');
          throw new Error('broken on purpose');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('sends a fresh short id on every answer, a different one each time', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/tj/tech-journey/get-status' });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    expect(ids[0]).toMatch(ID_SHAPE);
    expect(ids[1]).toMatch(ID_SHAPE);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('puts the id in the error body and in every log line of that request', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/tj/test/fails' });
    expect(answer.statusCode).toBe(500);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(ID_SHAPE);
    expect(answer.json()).toEqual({
      message: 'Errore interno del server. Riprova più tardi.',
      code: 'internal_error',
      request_id: id,
    });
    const ofRequest = lines.filter((line) => line.reqId === id).map((line) => line.msg);
    expect(ofRequest).toEqual(['about to fail', 'request failed', 'request completed']);
  });

  it('answers the id of a 404 and of a refused request in header and body alike', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/tj/no-such-thing' });
    expect(missing.json().request_id).toBe(missing.headers['x-request-id']);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/login',
      payload: { email: 'x' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().request_id).toBe(invalid.headers['x-request-id']);
  });

  it("ignores a client's own X-Request-Id when no proxy is trusted", async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(answer.headers['x-request-id']).toMatch(ID_SHAPE);
  });
});

describe(`request ids behind a trusted proxy (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { trustProxy: ['127.0.0.0/8'] } });
  });
  afterAll(() => t.close());

  const withId = (id: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': id },
      remoteAddress,
    });

  it("keeps the proxy's id, so one id follows the request through both logs", async () => {
    const id = '7f3c9a1e-55aa-4b2b-9d1e-2f6c8e0b1a22';
    expect((await withId(id)).headers['x-request-id']).toBe(id);
  });

  it('replaces an id that could break a log line or a header, and any from an untrusted peer', async () => {
    expect((await withId('a b')).headers['x-request-id']).toMatch(ID_SHAPE);
    expect((await withId('x'.repeat(65))).headers['x-request-id']).toMatch(ID_SHAPE);
    expect((await withId('from-elsewhere', '10.0.0.9')).headers['x-request-id']).toMatch(ID_SHAPE);
  });
});
