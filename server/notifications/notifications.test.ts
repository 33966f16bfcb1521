import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { systemNotificationSchema } from '#common/api/notifications/notifications.ts';
import { completeEntities } from '../journey/quizzes/quiz-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { notify } from './notification-repository.ts';

const STUDENT = 'studente2@demo.test';
const GIULIA = 'giulia.rossi@demo.test';
const PROFESSOR = 'docente@demo.test';
const MATTEO = 'matteo.romano@demo.test';
const LIST = '/tech-journey/notifications';
const DELETE = '/tech-journey/delete-notifications';

describe(`system notifications (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  const ids = new Map<string, string>();
  const idOf = async (sql: string, value: string): Promise<string> =>
    (await t.db.query<{ id: string }>(sql, [value]))[0]!.id;
  const userId = async (email: string): Promise<string> => {
    if (!ids.has(email)) {
      ids.set(email, await idOf('SELECT id::text AS id FROM users WHERE email = $1', email));
    }
    return ids.get(email)!;
  };
  const listOf = async (email: string) =>
    z.array(systemNotificationSchema).parse((await c.get(email, LIST)).json());
  /** The stored notifications of a user whose event key starts with `prefix`. */
  const stored = async (email: string, prefix: string) =>
    t.db.query<{ text: string; link: string | null }>(
      `SELECT text, link FROM notifications WHERE user_id = $1 AND event_key LIKE $2 ORDER BY id`,
      [await userId(email), `${prefix}%`],
    );

  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t);
  });
  afterAll(() => t.close());

  it('lists the caller’s own, newest first; marks read; deletes only their own, all or none', async () => {
    const now = Date.now();
    await notify(t.db, {
      userIds: [await userId(STUDENT)],
      eventKey: 'test:older',
      text: 'La prima.',
      link: null,
      now: new Date(now - 1000),
    });
    await notify(t.db, {
      userIds: [await userId(STUDENT)],
      eventKey: 'test:newer',
      text: 'La seconda.',
      link: '/profile',
      now: new Date(now),
    });
    await notify(t.db, {
      userIds: [await userId(GIULIA)],
      eventKey: 'test:other',
      text: 'Di Giulia.',
      link: null,
      now: new Date(now),
    });
    const mine = (await listOf(STUDENT)).filter((n) => n.text.startsWith('La '));
    expect(mine.map((n) => [n.text, n.link, n.read])).toEqual([
      ['La seconda.', '/profile', false],
      ['La prima.', null, false],
    ]);
    const giulias = (await listOf(GIULIA)).find((n) => n.text === 'Di Giulia.')!;

    expect((await c.put(STUDENT, LIST, { ids: [mine[1]!.id, giulias.id] })).statusCode).toBe(204);
    expect((await listOf(GIULIA)).find((n) => n.id === giulias.id)!.read).toBe(false);
    expect((await listOf(STUDENT)).find((n) => n.id === mine[1]!.id)!.read).toBe(true);
    expect((await c.put(STUDENT, LIST, {})).statusCode).toBe(204);
    expect((await listOf(STUDENT)).every((n) => n.read)).toBe(true);

    const foreign = await c.post(STUDENT, DELETE, { ids: [mine[0]!.id, giulias.id] });
    expect(foreign.statusCode).toBe(404);
    expect((await listOf(STUDENT)).some((n) => n.id === mine[0]!.id)).toBe(true);
    expect((await c.post(STUDENT, DELETE, { ids: [mine[0]!.id, mine[0]!.id] })).statusCode).toBe(
      204,
    );
    expect((await listOf(STUDENT)).some((n) => n.id === mine[0]!.id)).toBe(false);
    expect((await listOf(GIULIA)).some((n) => n.id === giulias.id)).toBe(true);
  });

  it('refuses bad ids in Italian and callers who are not students', async () => {
    const empty = await c.post(STUDENT, DELETE, { ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details.ids).toBe('Indica almeno una notifica.');
    expect((await c.post(STUDENT, DELETE, { ids: ['abc'] })).statusCode).toBe(422);
    expect((await c.post(STUDENT, DELETE, {})).statusCode).toBe(422);
    expect((await c.put(STUDENT, LIST, { ids: 'tutte' })).statusCode).toBe(422);
    for (const email of [PROFESSOR, 'visitatore@demo.test', 'sorintian@demo.test']) {
      expect((await c.get(email, LIST)).statusCode).toBe(403);
      expect((await c.put(email, LIST, {})).statusCode).toBe(403);
      expect((await c.post(email, DELETE, { ids: ['1'] })).statusCode).toBe(403);
    }
    expect((await c.get(null, LIST)).statusCode).toBe(401);
  });

  it('tells a student once when added to a classroom and when removed from it', async () => {
    const room4B = await idOf(
      'SELECT id::text AS id FROM classrooms WHERE name = $1',
      '4B Informatica',
    );
    const adds = await Promise.all(
      Array.from({ length: 4 }, () =>
        c.post(PROFESSOR, '/classroom/student', { classroomid: room4B, email: GIULIA }),
      ),
    );
    expect(adds.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await stored(GIULIA, 'classroom-joined:')).toEqual([
      { text: 'Ora fai parte della classe «4B Informatica».', link: null },
    ]);
    const giulia = await userId(GIULIA);
    const removal = `/classroom/remove?classroomid=${room4B}&student=${giulia}`;
    expect((await c.call('PATCH', PROFESSOR, removal)).statusCode).toBe(204);
    expect((await c.call('PATCH', PROFESSOR, removal)).statusCode).toBe(404);
    expect(await stored(GIULIA, 'classroom-left:')).toEqual([
      { text: 'Non fai più parte della classe «4B Informatica».', link: null },
    ]);
  });

  it('tells each student of a test session once', async () => {
    const test = await idOf(
      'SELECT id::text AS id FROM quizzes WHERE kind = $1 ORDER BY id LIMIT 1',
      'final_test',
    );
    const opened = await c.post(PROFESSOR, '/tech-journey/report/test/classrooms/open-session', {
      test_id: test,
      users_id: [await userId(STUDENT), await userId(GIULIA), await userId(STUDENT)],
    });
    expect(opened.statusCode).toBe(201);
    const key = `test-session:${opened.json().session_id}`;
    for (const email of [STUDENT, GIULIA]) {
      const rows = await stored(email, key);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.text).toMatch(
        /^Il tuo professore ha aperto il test «.+»: puoi svolgerlo ora\.$/,
      );
      expect(rows[0]!.link).toMatch(/^\/module-detail\/[0-9a-f]{24}$/);
    }
  });

  it('tells the author of a question about a reply by someone else, students only', async () => {
    const resource = await idOf(
      'SELECT id::text AS id FROM resources WHERE key = $1',
      'terminal-basics-exercise-navigation',
    );
    const ask = async (email: string, text: string) =>
      (await c.post(email, '/tech-journey/questions', { resource_id: resource, text })).json()
        .id as string;
    const reply = (email: string, question: string, text: string) =>
      c.post(email, '/tech-journey/questions/reply', { tj_question_id: question, text });

    const question = await ask(STUDENT, 'Come si annulla   un commit già fatto su GitHub?');
    const own = await reply(STUDENT, question, 'Aggiungo: è già stato inviato.');
    expect(own.statusCode).toBe(201);
    expect(await stored(STUDENT, `reply:${own.json().id}`)).toEqual([]);
    const matteos = await reply(MATTEO, question, 'Con git revert.');
    expect(matteos.statusCode).toBe(201);
    const told = await stored(STUDENT, `reply:${matteos.json().id}`);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toBe(
      'Matteo Romano ha risposto alla tua domanda «Come si annulla un commit già fatto su GitHub?».',
    );
    expect(told[0]!.link).toMatch(
      new RegExp(`^/module-detail/[0-9a-f]{24}/episode-detail/${resource}$`),
    );

    const professorQuestion = await ask(PROFESSOR, 'Domande sul primo commit?');
    expect((await reply(STUDENT, professorQuestion, 'Sì, una.')).statusCode).toBe(201);
    const professorRows = await t.db.query('SELECT 1 FROM notifications WHERE user_id = $1', [
      await userId(PROFESSOR),
    ]);
    expect(professorRows).toEqual([]);
  });

  it('tells a certificate earned and a new title reached, once each', async () => {
    const email = 'alessandro.conti@demo.test';
    const id = await userId(email);
    // Just below the explorer title (583 points): the module's 250 points cross it.
    const [points] = await t.db.query<{ total: number }>(
      'SELECT coalesce(sum(points), 0)::int AS total FROM user_points WHERE user_id = $1',
      [id],
    );
    await t.db.query(
      `INSERT INTO user_points (user_id, source, source_id, points, awarded_at)
       VALUES ($1, 'test', 1, $2, now())`,
      [id, 580 - points!.total],
    );
    await completeEntities(t.db, id, ['git-basics']);
    await completeEntities(t.db, id, ['git-basics']);
    expect(await stored(email, 'certificate:')).toEqual([
      {
        text: 'Hai ottenuto il certificato «Git e GitHub»: lo trovi tra i tuoi certificati.',
        link: '/profile?section=certificates',
      },
    ]);
    expect(await stored(email, 'title:')).toEqual([
      { text: 'Nuovo titolo: ora sei Explorer! Continua così.', link: '/profile' },
    ]);
  });
});
