import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rocketLoginSchema } from '#common/api/chat/rocket.ts';
import { bearer } from '../testing/auth-helpers.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const STUDENT = 'studente2@demo.test';

describe(`a method a path does not have (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 405 with Allow and the Italian error, before any token is asked for', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/tj/tech-journey/quizzes/7' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({
      message: 'Operazione non consentita su questo indirizzo.',
      code: 'method_not_allowed',
      request_id: expect.any(String),
    });
  });

  it('lists every method of the path, and a query string changes nothing', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/tj/classroom?x=1' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('DELETE, POST');
  });

  it('is still 404 for a path that does not exist with any method', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/tj/no/such/path' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(response.json()).toEqual({
      message: 'Risorsa non trovata.',
      code: 'not_found',
      request_id: expect.any(String),
    });
  });

  it("answers the chat's 405 in Rocket.Chat's envelope, and its malformed JSON with its 400", async () => {
    const token = await signedInClient(t).tokenOf(STUDENT);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/tj/chat/login',
      headers: bearer(token),
    });
    const { data } = rocketLoginSchema.parse(login.json());
    const chat = { 'x-auth-token': data.authToken, 'x-user-id': data.userId };

    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/chat/api/v1/me' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect(wrongMethod.json()).toEqual({
      success: false,
      error: 'Method not allowed',
      errorType: 'error-method-not-allowed',
    });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/chat/api/v1/chat.postMessage',
      headers: { ...chat, 'content-type': 'application/json' },
      payload: '{"roomId":',
    });
    expect(malformed.statusCode).toBe(400);
    // Rocket.Chat's own error type for a body it cannot read (issue 26: the chat's client errors).
    expect(malformed.json()).toMatchObject({ success: false, errorType: 'error-invalid-json' });
  });
});
