import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { journeyClient, STUDENT } from './journey-test-helpers.ts';

const LOCKED = 'studente@demo.test';

describe(`the journey lock on the server (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let client: ReturnType<typeof journeyClient>;
  beforeAll(async () => {
    t = await createTestApp();
    client = journeyClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the journey to a student who has not unlocked it, until the unlock', async () => {
    for (const path of ['/tech-journey', '/tech-journey/home-page', '/tech-journey/todolist']) {
      const response = await client.get(LOCKED, path);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: "Completa prima l'introduzione.",
        code: 'journey_locked',
        request_id: expect.any(String),
      });
    }
    expect((await client.get(LOCKED, '/tech-journey/get-status')).json()).toEqual({ is_ok: false });
    expect((await client.post(LOCKED, '/tech-journey/unlock-tech-journey')).statusCode).toBe(200);
    expect((await client.get(LOCKED, '/tech-journey')).statusCode).toBe(200);
  });

  it('still authenticates first: no token is 401, not the lock', async () => {
    expect((await client.get(null, '/tech-journey')).statusCode).toBe(401);
  });

  it('leaves unlocked students and other roles alone', async () => {
    expect((await client.get(STUDENT, '/tech-journey')).statusCode).toBe(200);
    expect((await client.get('docente@demo.test', '/tech-journey/professor')).statusCode).toBe(200);
  });
});
