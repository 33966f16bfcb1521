import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streakSchema } from '#common/api/journey/streak.ts';
import { DEFAULT_SCHOOL_TIME_ZONE } from '#common/format/swiss-italian.ts';
import { localDay } from '#common/progress/streak.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { signedInClient } from '../../testing/signed-in-client.ts';
import { recordActivity } from './streak.ts';

const STUDENT = 'matteo.romano@demo.test';
const MINUTE = 60_000;

/** The next instant, from `now`, when the clock in Rome reads 23:59. */
function nextLocal2359(now: number): number {
  const time = new Intl.DateTimeFormat('it-CH', {
    timeZone: DEFAULT_SCHOOL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  });
  let candidate = Math.ceil(now / MINUTE) * MINUTE;
  while (time.format(new Date(candidate)) !== '23:59') candidate += MINUTE;
  return candidate;
}

describe(`the daily streak (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let clockOffset = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const now = () => Date.now() + clockOffset;
  const advance = (ms: number) => {
    clockOffset += ms;
    t.advanceClock(ms);
  };
  const idOf = async (sql: string, value: string) =>
    (await t.db.query<{ id: string }>(sql, [value]))[0]!.id;

  it('counts a day at 23:59 and the next one at 00:01, once each, in the school time zone', async () => {
    const userId = await idOf('SELECT id::text AS id FROM users WHERE email = $1', STUDENT);
    const exercise = (key: string) =>
      idOf('SELECT id::text AS id FROM resources WHERE key = $1', key);
    advance(nextLocal2359(now()) - now());
    let c = signedInClient(t);
    const streak = async () =>
      streakSchema.parse((await c.get(STUDENT, `/tech-journey/streak-counter/${userId}`)).json());
    expect(await streak()).toEqual({ streak_counter: 0, updated_at: null, active: false });

    const first = await exercise('terminal-basics-exercise-navigation');
    expect((await c.post(STUDENT, `/tech-journey/exercises/${first}/complete`)).statusCode).toBe(
      204,
    );
    // The same exercise again, the same day: still one.
    await c.post(STUDENT, `/tech-journey/exercises/${first}/complete`);
    expect(await streak()).toMatchObject({ streak_counter: 1, active: true });

    advance(2 * MINUTE);
    expect(await streak()).toMatchObject({ streak_counter: 1, active: false });
    const second = await exercise('terminal-basics-exercise-project-folder');
    await c.post(STUDENT, `/tech-journey/exercises/${second}/complete`);
    expect(await streak()).toMatchObject({ streak_counter: 2, active: true });

    // A missed day: the counter shows 0, and the next activity starts again at 1.
    advance(2 * 24 * 60 * MINUTE);
    c = signedInClient(t);
    expect(await streak()).toMatchObject({ streak_counter: 0, active: false, updated_at: null });
    await recordActivity(t.db, userId, new Date(now()), DEFAULT_SCHOOL_TIME_ZONE);
    expect(await streak()).toMatchObject({ streak_counter: 1, active: true });
  });

  it('counts parallel activities of one day once', async () => {
    const userId = await idOf(
      'SELECT id::text AS id FROM users WHERE email = $1',
      'lorenzo.bruno@demo.test',
    );
    const at = new Date(now());
    await Promise.all(
      Array.from({ length: 6 }, () => recordActivity(t.db, userId, at, DEFAULT_SCHOOL_TIME_ZONE)),
    );
    const [row] = await t.db.query<{ counter: number; day: string }>(
      "SELECT counter, to_char(last_day, 'YYYY-MM-DD') AS day FROM user_streaks WHERE user_id = $1",
      [userId],
    );
    expect(row).toEqual({ counter: 1, day: localDay(at, DEFAULT_SCHOOL_TIME_ZONE) });
  });

  it("is the owner's alone, and for students only", async () => {
    const c = signedInClient(t);
    const other = await idOf(
      'SELECT id::text AS id FROM users WHERE email = $1',
      'studente2@demo.test',
    );
    expect((await c.get(STUDENT, `/tech-journey/streak-counter/${other}`)).statusCode).toBe(404);
    for (const email of ['docente@demo.test', 'visitatore@demo.test', 'sorintian@demo.test']) {
      expect((await c.get(email, `/tech-journey/streak-counter/${other}`)).statusCode).toBe(403);
    }
  });
});
