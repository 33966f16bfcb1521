import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRACKER_TOKEN_HEADER,
  VIDEO_NOT_WATCHED_MESSAGE,
  trackerPingResponseSchema,
  trackerTokenResponseSchema,
} from '#common/api/quizzes/tracker.ts';
import type { Database } from '../../db/database.ts';
import { desktopLogin } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { signIn, userIdOf, type Caller } from '../quizzes/quiz-test-helpers.ts';

async function resourceOf(db: Database, key: string) {
  const rows = await db.query<{ id: string; duration_seconds: number }>(
    'SELECT id::text AS id, duration_seconds FROM resources WHERE key = $1',
    [key],
  );
  if (!rows[0]) throw new Error(`no resource ${key}`);
  return { id: rows[0].id, duration: Number(rows[0].duration_seconds) };
}

describe(`video-lesson tracker (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let student: Caller;
  let other: Caller;
  let professor: Caller;
  let lesson: { id: string; duration: number };
  let secondLesson: { id: string; duration: number };

  const tokenFor = async (caller: Caller, lessonId: string) =>
    trackerTokenResponseSchema.parse(
      (await caller('GET', `/video-lessons/${lessonId}/tracker-token`)).json(),
    ).tracker_token;
  const ping = (caller: Caller, lessonId: string, token: string, body: object) =>
    caller('POST', `/video-lessons/${lessonId}/pings`, body, { [TRACKER_TOKEN_HEADER]: token });

  beforeAll(async () => {
    t = await createTestApp();
    student = await signIn(t.app, 'martina.costa@demo.test');
    other = await signIn(t.app, 'giulia.rossi@demo.test');
    professor = await signIn(t.app, 'docente@demo.test');
    lesson = await resourceOf(t.db, 'terminal-basics-what-is-a-shell');
    secondLesson = await resourceOf(t.db, 'terminal-basics-navigating-folders');
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives tokens to students for lessons they may open only', async () => {
    expect((await professor('GET', `/video-lessons/${lesson.id}/tracker-token`)).statusCode).toBe(
      403,
    );
    const locked = await resourceOf(t.db, 'git-basics-why-version-control');
    expect((await student('GET', `/video-lessons/${locked.id}/tracker-token`)).statusCode).toBe(
      404,
    );
    const exercise = await resourceOf(t.db, 'terminal-basics-exercise-navigation');
    expect((await student('GET', `/video-lessons/${exercise.id}/tracker-token`)).statusCode).toBe(
      404,
    );
    expect((await student('GET', '/video-lessons/999999999/tracker-token')).statusCode).toBe(404);
    expect((await student('GET', '/video-lessons/abc/tracker-token')).statusCode).toBe(422);
  });

  it('refuses pings without a valid token bound to this student and lesson', async () => {
    const body = { position_seconds: 0, playing: true };
    const { access_token } = await desktopLogin(t.app, 'martina.costa@demo.test');
    const cases: [string, () => Promise<string | null>][] = [
      ['no token', async () => null],
      ['garbage', async () => 'not-a-token'],
      ['an access token', async () => access_token],
      ["another student's token", () => tokenFor(other, lesson.id)],
      ['a token of another lesson', () => tokenFor(student, secondLesson.id)],
    ];
    for (const [name, token] of cases) {
      const value = await token();
      const response = value
        ? await ping(student, lesson.id, value, body)
        : await student('POST', `/video-lessons/${lesson.id}/pings`, body);
      expect(response.statusCode, name).toBe(403);
      expect(response.json().code, name).toBe('tracker_token_invalid');
    }
    const token = await tokenFor(student, lesson.id);
    expect((await ping(student, lesson.id, token, { position_seconds: -1 })).statusCode).toBe(422);
    expect((await professor('POST', `/video-lessons/${lesson.id}/pings`, body)).statusCode).toBe(
      403,
    );
  });

  it('a bare completion with no pings fails', async () => {
    const response = await student('POST', `/video-lessons/${secondLesson.id}/complete`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(VIDEO_NOT_WATCHED_MESSAGE);
  });

  it('credits only seconds played, and completes the lesson at 90 % watched', async () => {
    const token = await tokenFor(student, lesson.id);
    const send = async (position_seconds: number, playing = true) => {
      const response = await ping(student, lesson.id, token, { position_seconds, playing });
      expect(response.statusCode).toBe(200);
      return trackerPingResponseSchema.parse(response.json());
    };
    const required = Math.ceil((lesson.duration * 9) / 10);
    await send(0);
    t.advanceClock(1000);
    // Seeking to the end one second later is a seek, not watching: nothing is credited.
    expect(await send(lesson.duration)).toEqual({
      watched_seconds: 0,
      required_seconds: required,
      can_complete: false,
    });
    const early = await student('POST', `/video-lessons/${lesson.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(VIDEO_NOT_WATCHED_MESSAGE);

    // Back to the start (a seek backwards), then played in real time to the end.
    await send(1);
    let last = null;
    for (let position = 3; position <= lesson.duration; position += 2) {
      t.advanceClock(2000);
      last = await send(position);
    }
    expect(last?.watched_seconds).toBe(lesson.duration - 1);
    expect(last?.can_complete).toBe(true);
    expect(last?.required_seconds).toBe(required);
    const done = await student('POST', `/video-lessons/${lesson.id}/complete`);
    expect(done.statusCode).toBe(204);
    const userId = await userIdOf(t.db, 'martina.costa@demo.test');
    const progress = await t.db.query(
      'SELECT 1 FROM resource_progress WHERE user_id = $1 AND resource_id = $2',
      [userId, lesson.id],
    );
    expect(progress).toHaveLength(1);
    expect((await student('POST', `/video-lessons/${lesson.id}/complete`)).statusCode).toBe(204);
    // Another student's watching does not count for them.
    expect((await other('POST', `/video-lessons/${lesson.id}/complete`)).statusCode).toBe(409);
  });

  it('does not count a stretch watched twice', async () => {
    const token = await tokenFor(other, secondLesson.id);
    let last = null;
    for (let round = 0; round < 3; round += 1) {
      t.advanceClock(60_000);
      for (let position = 0; position <= 10; position += 5) {
        if (position > 0) t.advanceClock(5000);
        const response = await ping(other, secondLesson.id, token, {
          position_seconds: position,
          playing: position < 10,
        });
        last = trackerPingResponseSchema.parse(response.json());
      }
    }
    expect(last?.watched_seconds).toBe(10);
    expect(last?.can_complete).toBe(false);
  });

  it('never tracks nor completes a lesson without a length', async () => {
    const untimed = await resourceOf(t.db, 'terminal-basics-files-and-folders');
    await t.db.query('UPDATE resources SET duration_seconds = NULL WHERE id = $1', [untimed.id]);
    const token = await tokenFor(student, untimed.id);
    const pinged = await ping(student, untimed.id, token, { position_seconds: 0, playing: true });
    expect(pinged.statusCode).toBe(409);
    expect(pinged.json().message).toBe(
      'Questa lezione non ha una durata: non è possibile tracciarla né completarla.',
    );
    const completed = await student('POST', `/video-lessons/${untimed.id}/complete`);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().code).toBe('conflict');
  });

  it('completing a lesson already done still finishes its entity', async () => {
    // As if an earlier completion had recorded every resource but not the entity.
    const userId = await userIdOf(t.db, 'giulia.rossi@demo.test');
    const entity = await t.db.query<{ entity_id: string }>(
      'SELECT entity_id::text AS entity_id FROM resources WHERE id = $1',
      [lesson.id],
    );
    const entityId = entity[0]!.entity_id;
    await t.db.query(
      `INSERT INTO resource_progress (user_id, resource_id, completed_at)
       SELECT $1, id, now() FROM resources WHERE entity_id = $2 ON CONFLICT DO NOTHING`,
      [userId, entityId],
    );
    const entityDone = () =>
      t.db.query('SELECT 1 FROM entity_progress WHERE user_id = $1 AND entity_id = $2', [
        userId,
        entityId,
      ]);
    expect(await entityDone()).toHaveLength(0);
    const retried = await other('POST', `/video-lessons/${lesson.id}/complete`);
    expect(retried.statusCode).toBe(204);
    expect(await entityDone()).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const token = await tokenFor(student, secondLesson.id);
    t.advanceClock(11 * 60 * 1000);
    const fresh = await signIn(t.app, 'martina.costa@demo.test');
    const response = await ping(fresh, secondLesson.id, token, {
      position_seconds: 0,
      playing: true,
    });
    expect(response.statusCode).toBe(403);
  });
});
