import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasureRequestSchema, erasureStateSchema } from '#common/api/privacy/privacy.ts';
import { rocketHistorySchema, rocketLoginSchema } from '#common/api/chat/rocket.ts';
import { parseAccountsArgs, runAccountsCommand } from '../../account/operator-accounts.ts';
import { reportsClient } from '../../reports/reports-test-helpers.ts';
import { bearer, desktopLogin, login, refreshWithBody } from '../../testing/auth-helpers.ts';
import { dumpEveryRow, rowsMentioning } from '../../testing/database-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { canonical, classReportsSnapshot } from './erasure-test-helpers.ts';

const TJ = '/api/tj';
const SARA = { email: 'studente2@demo.test', name: 'Sara Colombo', nickname: 'sara_colombo' };
const DOCENTE = 'docente@demo.test';
/** A professor with no classroom of Sara's. */
const OTHER_PROFESSOR = 'admin@demo.test';
const ROOM = 'sicurezza-informatica';

describe(`erasure (${TEST_ENGINE})`, () => {
  let t: TestApp;
  const one = async (sql: string, params: string[] = []): Promise<string> => {
    const [row] = await t.db.query<{ v: string }>(sql, params);
    if (!row) throw new Error(`nothing for ${sql}`);
    return row.v;
  };
  const userId = (email: string) =>
    one('SELECT id::text AS v FROM users WHERE email = $1', [email]);
  const tokenOf = async (email: string) => (await desktopLogin(t.app, email)).access_token;
  const call = async (
    token: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `${TJ}${url}`, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a student asks once (asking again answers the same request) and can withdraw', async () => {
    const token = await tokenOf('giulia.rossi@demo.test');
    const state = async (method: 'GET' | 'POST' | 'DELETE') => {
      const answer = await call(token, method, '/tech-journey/my-data/erasure');
      expect(answer.statusCode).toBe(200);
      return erasureStateSchema.parse(answer.json());
    };
    expect(await state('GET')).toEqual({ state: 'none', requested_at: null });
    const first = await state('POST');
    expect(first.state).toBe('pending');
    t.advanceClock(60_000);
    expect(await state('POST')).toEqual(first);
    expect(
      await one("SELECT count(*)::text AS v FROM erasure_requests WHERE state = 'pending'"),
    ).toBe('1');
    expect(await state('DELETE')).toEqual({ state: 'none', requested_at: null });
    expect(await state('GET')).toEqual({ state: 'none', requested_at: null });
    // The withdrawn request is nobody's to confirm.
    const withdrawn = await one('SELECT max(id)::text AS v FROM erasure_requests');
    const docente = await tokenOf(DOCENTE);
    const confirm = await call(docente, 'POST', `/classroom/erasure-requests/${withdrawn}/confirm`);
    expect(confirm.statusCode).toBe(404);
  });

  it('erases a student: no personal data left anywhere, the class reports still add up', async () => {
    const saraId = await userId(SARA.email);
    const classroomId = await one(
      "SELECT id::text AS v FROM classrooms WHERE name = '4B Informatica'",
    );
    // Two sessions, a chat login and a message, and the rows the seed does not give her.
    const first = await desktopLogin(t.app, SARA.email);
    const second = await desktopLogin(t.app, SARA.email);
    const chatLogin = await call(first.access_token, 'POST', '/chat/login');
    const chat = rocketLoginSchema.parse(chatLogin.json()).data;
    const chatCall = (
      method: 'GET' | 'POST',
      path: string,
      session: typeof chat,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url: `/api/chat/api/v1${path}`,
        headers: { 'x-auth-token': session.authToken, 'x-user-id': session.userId },
        ...(payload ? { payload } : {}),
      });
    await chatCall('POST', '/channels.join', chat, { roomId: ROOM });
    const posted = await chatCall('POST', '/chat.postMessage', chat, {
      roomId: ROOM,
      text: 'Ci vediamo alla prossima puntata.',
    });
    expect(posted.statusCode).toBe(200);
    // Attempts at a test: one failed, one passed (the seed gives her progress, not attempts).
    const reports = reportsClient(t);
    const quizId = await reports.quizOf('git-basics');
    await reports.addAttempt(quizId, SARA.email, false);
    await reports.addAttempt(quizId, SARA.email, true);
    await t.db.query(
      `INSERT INTO badge_assertions (id, user_id, badge_id, recipient_email, salt, base_url, issued_at)
       VALUES ('0123456789abcdef0123456789abcdef', $1, 'git-basics', $2, 'salt', 'http://x.test', now())`,
      [saraId, SARA.email],
    );
    await t.db.query(
      `INSERT INTO user_hobbies (user_id, hobby_id) SELECT $1, id FROM hobbies ORDER BY id LIMIT 2
       ON CONFLICT DO NOTHING`,
      [saraId],
    );
    await t.db.query(
      `INSERT INTO sso_codes (code_hash, user_id, audience, created_at, expires_at)
       VALUES ('sso-hash', $1, 'app', now(), now() + interval '1 minute')`,
      [saraId],
    );
    await t.db.query(
      `INSERT INTO lti_launches (hint_hash, user_id, tool_id, course_id, issuer, created_at, expires_at)
       VALUES ('hint-hash', $1, 'tool', 'course', 'http://x.test', now(), now() + interval '5 minutes')`,
      [saraId],
    );
    await t.db.query(
      `INSERT INTO data_access_log (student_id, viewer_id, viewer_role, viewer_name, action, at)
       SELECT $1, id, 'sorintian', name, 'cv_view', now() FROM users WHERE email = 'sorintian@demo.test'`,
      [saraId],
    );
    // A mistyped password leaves throttle counters keyed by her e-mail.
    expect((await login(t.app, SARA.email, { password: 'sbagliata' })).statusCode).toBe(401);
    for (const table of [
      'quiz_attempts',
      'live_attendance',
      'chat_messages',
      'question_replies',
      'user_hobbies',
      'notifications',
      'badge_assertions',
      'refresh_tokens',
      'chat_tokens',
    ]) {
      const count = await one(`SELECT count(*)::text AS v FROM ${table} WHERE user_id = $1`, [
        saraId,
      ]);
      expect(Number(count), table).toBeGreaterThan(0);
    }
    const needles = [SARA.email, SARA.name, SARA.nickname];
    // The search finds her before: it can fail.
    const tablesBefore = new Set(
      rowsMentioning(await dumpEveryRow(t.db), needles).map((r) => r.table),
    );
    // Her row, her badge, her throttle counters, and a classmate told of her reply by name.
    expect([...tablesBefore]).toEqual(
      expect.arrayContaining(['users', 'badge_assertions', 'login_throttle', 'notifications']),
    );
    const reportsBefore = await classReportsSnapshot(t, DOCENTE, classroomId);

    // She asks; the other professor sees nothing and cannot confirm; she cannot confirm herself.
    const asked = await call(first.access_token, 'POST', '/tech-journey/my-data/erasure');
    expect(erasureStateSchema.parse(asked.json()).state).toBe('pending');
    const docente = await tokenOf(DOCENTE);
    const listed = erasureRequestSchema
      .array()
      .parse((await call(docente, 'GET', '/classroom/erasure-requests')).json());
    expect(listed).toEqual([
      expect.objectContaining({
        student_id: saraId,
        name: SARA.name,
        email: SARA.email,
        classrooms: ['4B Informatica'],
      }),
    ]);
    const requestId = listed[0]!.id;
    const confirmUrl = `/classroom/erasure-requests/${requestId}/confirm`;
    const other = await tokenOf(OTHER_PROFESSOR);
    expect((await call(other, 'GET', '/classroom/erasure-requests')).json()).toEqual([]);
    expect((await call(other, 'POST', confirmUrl)).statusCode).toBe(404);
    expect((await call(first.access_token, 'POST', confirmUrl)).statusCode).toBe(403);

    expect((await call(docente, 'POST', confirmUrl)).statusCode).toBe(204);
    expect((await call(docente, 'POST', confirmUrl)).statusCode).toBe(404);
    expect((await call(docente, 'GET', '/classroom/erasure-requests')).json()).toEqual([]);

    // Every row of every table, searched for her e-mail, name and chat nickname.
    expect(rowsMentioning(await dumpEveryRow(t.db), needles)).toEqual([]);
    const [row] = await t.db.query<{ name: string; email: string; erased: boolean }>(
      'SELECT name, email, erased_at IS NOT NULL AS erased FROM users WHERE id = $1',
      [saraId],
    );
    expect(row).toEqual({
      name: 'Utente rimosso',
      email: `rimosso-${saraId}@rimossi.invalid`,
      erased: true,
    });
    expect(
      await one(
        "SELECT state || ':' || decided_by::text AS v FROM erasure_requests WHERE id = $1",
        [requestId],
      ),
    ).toBe(`done:${await userId(DOCENTE)}`);

    // The class's reports say the same, with her as "Utente rimosso".
    const reportsAfter = await classReportsSnapshot(t, DOCENTE, classroomId);
    expect(reportsAfter).toEqual(
      canonical(JSON.parse(JSON.stringify(reportsBefore).replaceAll(SARA.name, 'Utente rimosso'))),
    );
    expect(JSON.stringify(reportsAfter)).toContain('Utente rimosso');

    // Her message stays, under the anonymous name and a username derived from it.
    const davide = rocketLoginSchema.parse(
      (await call(await tokenOf('davide.fontana@demo.test'), 'POST', '/chat/login')).json(),
    ).data;
    await chatCall('POST', '/channels.join', davide, { roomId: ROOM });
    const history = rocketHistorySchema.parse(
      (await chatCall('GET', `/channels.history?roomId=${ROOM}`, davide)).json(),
    );
    const hers = history.messages.find(
      (message) => message.msg === 'Ci vediamo alla prossima puntata.',
    );
    expect(hers?.u).toMatchObject({
      name: 'Utente rimosso',
      username: expect.stringMatching(/^student\.utente_rimosso_/),
    });
    // Her chat token is gone with her sessions.
    expect((await chatCall('GET', '/me', chat)).statusCode).toBe(401);

    // Her access token lives out its minutes, but asks for nothing more on the erased account.
    const again = await call(first.access_token, 'POST', '/tech-journey/my-data/erasure');
    expect(erasureStateSchema.parse(again.json())).toEqual({ state: 'none', requested_at: null });
    // …and cannot write personal data back into the anonymised row in those minutes.
    const bio = await call(first.access_token, 'POST', '/student/update-bio', {
      bio: 'Sono ancora Sara.',
    });
    expect(bio.statusCode).toBe(200);
    const hobbies = await call(first.access_token, 'POST', '/tech-journey/hobbies', {
      hobbies: ['1'],
    });
    expect(hobbies.statusCode).toBe(200);
    expect(rowsMentioning(await dumpEveryRow(t.db), ['Sono ancora Sara.'])).toEqual([]);
    expect(
      await one('SELECT count(*)::text AS v FROM user_hobbies WHERE user_id = $1', [saraId]),
    ).toBe('0');

    // Sign-in ends everywhere, and the old password opens nothing.
    expect((await refreshWithBody(t.app, first.refresh_token)).statusCode).toBe(401);
    expect((await refreshWithBody(t.app, second.refresh_token)).statusCode).toBe(401);
    expect((await login(t.app, SARA.email)).statusCode).toBe(401);
    expect((await login(t.app, `rimosso-${saraId}@rimossi.invalid`)).statusCode).toBe(401);
  });

  it("an erased student's places on assignments go; the class's assignments stay", async () => {
    const room = await one("SELECT id::text AS v FROM classrooms WHERE name = '4B Informatica'");
    // Two enabled students of 4B not erased yet: Marco goes, Anna stays.
    const [marco, anna] = await t.db.query<{ id: string; email: string }>(
      `SELECT u.id::text AS id, u.email FROM classroom_students cs JOIN users u ON u.id = cs.student_id
        WHERE cs.classroom_id = $1 AND cs.state = 'enabled' AND u.erased_at IS NULL
        ORDER BY u.id LIMIT 2`,
      [room],
    );
    const docente = await tokenOf(DOCENTE);
    const moduleId = await one(
      `SELECT e.hex_id AS v FROM entities e WHERE e.type = 'module' AND e.retired_at IS NULL
        ORDER BY e.id LIMIT 1`,
    );
    const assign = (studentIds?: string[]) =>
      call(docente, 'POST', `/classroom/${room}/assignments`, {
        kind: 'module',
        target_id: moduleId,
        note: 'Per la verifica di venerdì.',
        ...(studentIds ? { student_ids: studentIds } : {}),
      });
    const idOf = async (answer: Awaited<ReturnType<typeof assign>>) => {
      expect(answer.statusCode, answer.body).toBe(201);
      return (answer.json() as { id: string }).id;
    };
    const wholeClass = await idOf(await assign());
    const alone = await idOf(await assign([marco!.id]));
    const shared = await idOf(await assign([marco!.id, anna!.id]));
    await t.db.query(
      `INSERT INTO assignment_reminders (assignment_id, student_id, reminded_at)
       VALUES ($1, $2, now())`,
      [wholeClass, marco!.id],
    );
    const studentsOf = async (assignmentId: string) =>
      (
        await t.db.query<{ id: string }>(
          `SELECT student_id::text AS id FROM assignment_students WHERE assignment_id = $1
            ORDER BY student_id`,
          [assignmentId],
        )
      ).map((row) => row.id);
    const countFor = (table: string) =>
      one(`SELECT count(*)::text AS v FROM ${table} WHERE student_id = $1`, [marco!.id]);
    // Before: he is on the demo's work and on the three new ones, and claimed a reminder.
    expect(Number(await countFor('assignment_students'))).toBeGreaterThanOrEqual(3);
    expect(await countFor('assignment_reminders')).toBe('1');
    const classAssignments = await one(
      'SELECT count(*)::text AS v FROM assignments WHERE classroom_id = $1',
      [room],
    );

    await runAccountsCommand(t.db, { kind: 'erase', email: marco!.email }, new Date());

    expect(await countFor('assignment_students')).toBe('0');
    expect(await countFor('assignment_reminders')).toBe('0');
    // The class's work stays for the others; the work given to him alone is gone with him.
    expect(await studentsOf(wholeClass)).toContain(anna!.id);
    expect(await studentsOf(shared)).toEqual([anna!.id]);
    expect(await one('SELECT count(*)::text AS v FROM assignments WHERE id = $1', [alone])).toBe(
      '0',
    );
    expect(
      await one('SELECT count(*)::text AS v FROM assignments WHERE classroom_id = $1', [room]),
    ).toBe(String(Number(classAssignments) - 1));
    // Nor does new work make a row for him: the whole class leaves him out, naming him is 404.
    const later = await idOf(await assign());
    expect(await studentsOf(later)).toContain(anna!.id);
    expect(await studentsOf(later)).not.toContain(marco!.id);
    expect((await assign([marco!.id])).statusCode).toBe(404);
  });

  it('a student in no classroom: no professor may confirm; the operator erases by e-mail', async () => {
    const email = await one(
      `SELECT u.email AS v FROM users u WHERE u.role = 'student' AND u.erased_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM classroom_students cs WHERE cs.student_id = u.id)
       ORDER BY u.id LIMIT 1`,
    );
    const id = await userId(email);
    const student = await desktopLogin(t.app, email);
    await call(student.access_token, 'POST', '/tech-journey/my-data/erasure');
    const requestId = await one(
      "SELECT id::text AS v FROM erasure_requests WHERE user_id = $1 AND state = 'pending'",
      [id],
    );
    for (const professor of [DOCENTE, OTHER_PROFESSOR]) {
      const token = await tokenOf(professor);
      expect((await call(token, 'GET', '/classroom/erasure-requests')).json()).toEqual([]);
      const confirm = await call(token, 'POST', `/classroom/erasure-requests/${requestId}/confirm`);
      expect(confirm.statusCode).toBe(404);
    }

    const command = parseAccountsArgs(['erase', '--email', email.toUpperCase()]);
    expect(command).toEqual({ kind: 'erase', email });
    expect(await runAccountsCommand(t.db, command, new Date())).toContain(`Erased ${email}`);
    expect(
      await one(
        `SELECT state || ':' || decided_by_operator::text || ':' || coalesce(decided_by::text, '-') AS v
         FROM erasure_requests WHERE id = $1`,
        [requestId],
      ),
    ).toBe('done:true:-');
    expect(await one('SELECT name AS v FROM users WHERE id = $1', [id])).toBe('Utente rimosso');
    expect((await refreshWithBody(t.app, student.refresh_token)).statusCode).toBe(401);
    await expect(runAccountsCommand(t.db, command, new Date())).rejects.toThrow(/No account/);
    // A reset does not bring the erased account back: its password stays unusable.
    const erasedEmail = `rimosso-${id}@rimossi.invalid`;
    const reset = await runAccountsCommand(t.db, { kind: 'reset', email: erasedEmail }, new Date());
    const password = /One-time password: (\S+)$/.exec(reset)![1]!;
    expect((await login(t.app, erasedEmail, { password })).statusCode).toBe(401);
  });
});
