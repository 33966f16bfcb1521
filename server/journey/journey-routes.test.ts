import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyStatusSchema } from '#common/api/journey/journey-status.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const STATUS_URL = '/api/tj/tech-journey/get-status';
const UNLOCK_URL = '/api/tj/tech-journey/unlock-tech-journey';

describe(`journey status (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function status(accessToken: string): Promise<boolean> {
    const response = await t.app.inject({
      method: 'GET',
      url: STATUS_URL,
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    return journeyStatusSchema.parse(response.json()).is_ok;
  }

  const unlock = (accessToken: string) =>
    t.app.inject({ method: 'POST', url: UNLOCK_URL, headers: bearer(accessToken) });

  const unlockedAt = async (email: string) =>
    (
      await t.db.query<{ journey_unlocked_at: Date | null }>(
        'SELECT journey_unlocked_at FROM users WHERE email = $1',
        [email],
      )
    )[0]?.journey_unlocked_at ?? null;

  it.each([
    ['studente@demo.test', false],
    ['studente2@demo.test', true],
    ['scaduta@demo.test', true],
    ['docente@demo.test', true],
    ['visitatore@demo.test', true],
    ['sorintian@demo.test', true],
    ['admin@demo.test', true],
  ])('answers is_ok for %s: %s', async (email, expected) => {
    const { access_token } = await desktopLogin(t.app, email);
    expect(await status(access_token)).toBe(expected);
  });

  it("unlocks studente's journey once; a second call keeps the first time", async () => {
    const { access_token } = await desktopLogin(t.app, 'studente@demo.test');
    expect(await status(access_token)).toBe(false);
    const first = await unlock(access_token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ is_ok: true });
    expect(await status(access_token)).toBe(true);
    const firstTime = await unlockedAt('studente@demo.test');
    expect(firstTime).toBeInstanceOf(Date);
    t.advanceClock(60_000);
    try {
      expect((await unlock(access_token)).json()).toEqual({ is_ok: true });
    } finally {
      t.advanceClock(-60_000);
    }
    expect(await unlockedAt('studente@demo.test')).toEqual(firstTime);
  });

  it('answers is_ok for other roles without storing anything', async () => {
    const { access_token } = await desktopLogin(t.app, 'docente@demo.test');
    expect((await unlock(access_token)).json()).toEqual({ is_ok: true });
    expect(await unlockedAt('docente@demo.test')).toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: STATUS_URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: UNLOCK_URL })).statusCode).toBe(401);
  });

  it('refuses the token of a deleted account', async () => {
    const { access_token } = await desktopLogin(t.app, 'tommaso.galli@demo.test');
    await t.db.query("DELETE FROM users WHERE email = 'tommaso.galli@demo.test'");
    const response = await t.app.inject({
      method: 'GET',
      url: STATUS_URL,
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(401);
  });
});
