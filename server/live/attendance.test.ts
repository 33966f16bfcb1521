import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attendanceSchema } from '#common/api/live/attendance.ts';
import { liveCourseSchema } from '#common/api/live/courses.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const STUDENT = 'alessandro.conti@demo.test'; // 4B, which follows the security course

describe(`live attendance (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let episodes: Array<{ id: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t, '/api/live');
    const courses = z
      .array(liveCourseSchema)
      .parse((await c.get(STUDENT, '/course/student')).json());
    episodes = courses[0]!.episodes;
  });
  afterAll(() => t.close());

  const tokenFor = async (email: string, episodeId: string) =>
    (await c.get(email, `/episode/${episodeId}/tracker-token`)).json().tracker_token as string;
  const ping = (email: string, episodeId: string, token: string | null) =>
    c.call(
      'POST',
      email,
      '/pings',
      { episode_id: episodeId },
      token ? { 'x-tracker-token': token } : {},
    );

  it('counts real presence during the live, once however often the ping comes, and the streak', async () => {
    const live = episodes[1]!.id;
    const token = await tokenFor(STUDENT, live);
    const first = await ping(STUDENT, live, token);
    expect(attendanceSchema.parse(first.json())).toEqual({ episode_id: live, seconds: 0 });
    t.advanceClock(30_000);
    const burst = await Promise.all(Array.from({ length: 6 }, () => ping(STUDENT, live, token)));
    expect(burst.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(
      burst
        .map((answer) => answer.json().seconds)
        .sort()
        .at(-1),
    ).toBe(30);
    t.advanceClock(20_000);
    expect((await ping(STUDENT, live, token)).json().seconds).toBe(50);

    const [streak] = await t.db.query<{ counter: number }>(
      `SELECT s.counter FROM user_streaks s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
      [STUDENT],
    );
    expect(streak?.counter).toBe(1);
  });

  it('refuses tokens for episodes not live, students of other classes, and foreign or missing tokens', async () => {
    const [passed, live, upcoming] = episodes.map((episode) => episode.id);
    expect((await c.get(STUDENT, `/episode/${passed}/tracker-token`)).statusCode).toBe(409);
    expect((await c.get(STUDENT, `/episode/${upcoming}/tracker-token`)).statusCode).toBe(409);
    expect(
      (await c.get('giulia.rossi@demo.test', `/episode/${live}/tracker-token`)).statusCode,
    ).toBe(404);
    expect((await c.get('docente@demo.test', `/episode/${live}/tracker-token`)).statusCode).toBe(
      403,
    );
    expect((await ping(STUDENT, live!, null)).statusCode).toBe(403);
    const other = await tokenFor('davide.fontana@demo.test', live!);
    expect((await ping(STUDENT, live!, other)).statusCode).toBe(403);
    expect((await ping('giulia.rossi@demo.test', live!, other)).statusCode).toBe(404);
    expect((await c.call('POST', STUDENT, '/pings', { episode_id: 'x' })).statusCode).toBe(422);
  });
});
