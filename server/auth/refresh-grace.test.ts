import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#common/api/auth.ts';
import { decodeAccessClaims } from '#common/auth/claims.ts';
import { SESSION_COOKIE_NAME } from '#common/constants.ts';
import { desktopLogin, login, refreshWithBody, sessionCookieOf } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  hashRefreshToken,
  REFRESH_REUSE_GRACE_MS,
  rotateRefreshToken,
  withinGrace,
} from './refresh-store.ts';

// Two windows refreshing at once, or a retry of a refresh whose answer was lost, present a token
// that was just rotated: they get the same successor, and nobody is signed out everywhere.
describe(`refresh grace period of a just rotated token (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const pairOf = (response: { json(): unknown }) => tokenResponseSchema.parse(response.json());
  const familySize = async (token: string) =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM refresh_tokens WHERE family_id =
           (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
        [hashRefreshToken(token)],
      )
    )[0]!.n;

  it('answers two parallel refreshes of one token with the same new pair, rotating once', async () => {
    const first = await desktopLogin(t.app, 'studente2@demo.test');
    const responses = await Promise.all([
      refreshWithBody(t.app, first.refresh_token),
      refreshWithBody(t.app, first.refresh_token),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const [one, two] = responses.map(pairOf);
    expect(one!.refresh_token).toBeDefined();
    expect(two!.refresh_token).toBe(one!.refresh_token);
    const userIds = [one!, two!].map((pair) => decodeAccessClaims(pair.access_token)?.user_id);
    expect(userIds[0]).toBeDefined();
    expect(userIds[1]).toBe(userIds[0]);
    expect(await familySize(first.refresh_token)).toBe(2);
    // The shared successor keeps working.
    expect((await refreshWithBody(t.app, one!.refresh_token ?? '')).statusCode).toBe(200);
  });

  it('signs nobody out when 20 refreshes of one token arrive together', async () => {
    const first = await desktopLogin(t.app, 'admin@demo.test');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => refreshWithBody(t.app, first.refresh_token)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(responses.map((response) => pairOf(response).refresh_token));
    expect(successors.size).toBe(1);
    expect(await familySize(first.refresh_token)).toBe(2);
    const [successor] = [...successors];
    expect((await refreshWithBody(t.app, successor ?? '')).statusCode).toBe(200);
  });

  // The race of two replicas (or two pooled connections) made deterministic: a request reads its
  // clock, another one reads a later time and rotates the token first, then the first request
  // finds the token used "after" its own time. That is a concurrent use, not a replay.
  it('answers a request that read its time before the rotation with the same successor', async () => {
    const first = await desktopLogin(t.app, 'giulia.rossi@demo.test');
    const arrived = new Date();
    const rotated = await rotateRefreshToken(
      t.db,
      first.refresh_token,
      new Date(arrived.getTime() + 50),
    );
    const waited = await rotateRefreshToken(t.db, first.refresh_token, arrived);
    expect(rotated.ok).toBe(true);
    expect(waited).toEqual(rotated);
  });

  it('counts a rotation as concurrent within the grace on either side of the clock, no further', () => {
    for (const elapsed of [0, 1, -1, REFRESH_REUSE_GRACE_MS, -REFRESH_REUSE_GRACE_MS]) {
      expect(withinGrace(elapsed), String(elapsed)).toBe(true);
    }
    for (const elapsed of [REFRESH_REUSE_GRACE_MS + 1, -REFRESH_REUSE_GRACE_MS - 1]) {
      expect(withinGrace(elapsed), String(elapsed)).toBe(false);
    }
  });

  it('answers a browser retry with the same successor cookie', async () => {
    const cookie = sessionCookieOf(await login(t.app, 'studente@demo.test')) ?? '';
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/tj/refresh',
        cookies: { [SESSION_COOKIE_NAME]: cookie },
      });
    const first = await refresh();
    const retry = await refresh();
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(sessionCookieOf(retry)).toBe(sessionCookieOf(first));
  });

  it('fires reuse detection once the grace period is over: the whole family is revoked', async () => {
    const first = await desktopLogin(t.app, 'docente@demo.test');
    const second = pairOf(await refreshWithBody(t.app, first.refresh_token));
    t.advanceClock(REFRESH_REUSE_GRACE_MS + 1000);
    try {
      expect((await refreshWithBody(t.app, first.refresh_token)).statusCode).toBe(401);
      expect((await refreshWithBody(t.app, second.refresh_token ?? '')).statusCode).toBe(401);
    } finally {
      t.advanceClock(-(REFRESH_REUSE_GRACE_MS + 1000));
    }
  });

  it('does not hand out a successor that a logout revoked', async () => {
    const first = await desktopLogin(t.app, 'visitatore@demo.test');
    const second = pairOf(await refreshWithBody(t.app, first.refresh_token));
    await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/logout',
      payload: { refresh_token: second.refresh_token },
    });
    expect((await refreshWithBody(t.app, first.refresh_token)).statusCode).toBe(401);
  });

  it('keeps the successor sealed: the database alone does not yield it', async () => {
    const first = await desktopLogin(t.app, 'sorintian@demo.test');
    const second = pairOf(await refreshWithBody(t.app, first.refresh_token));
    const [row] = await t.db.query<{ successor_sealed: string }>(
      'SELECT successor_sealed FROM refresh_tokens WHERE token_hash = $1',
      [hashRefreshToken(first.refresh_token)],
    );
    expect(row!.successor_sealed).toBeTruthy();
    expect(row!.successor_sealed).not.toContain(second.refresh_token);
  });
});
