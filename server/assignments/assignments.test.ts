import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classroomAssignmentSchema,
  studentAssignmentListSchema,
  type ClassroomAssignment,
} from '#common/api/assignments/index.ts';
import { levelsResponseSchema } from '#common/api/journey/index.ts';
import {
  OTHER_PROFESSOR,
  PROFESSOR,
  STUDENT,
  classroomClient,
} from '../classrooms/classroom-test-helpers.ts';
import { loadExcelJs } from '../files/load-exceljs.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { runReminderSweep } from './reminder-sweep.ts';

const ZONE = 'Europe/Rome';
const HOUR = 3_600_000;

describe(`assignments (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof classroomClient>;
  let classroom: string;
  let studente2: string;
  /** A module studente2's path does not open yet. */
  let lockedModule: { hexId: string; dbId: string };

  const assign = async (body: object, email = PROFESSOR, room = classroom) =>
    c.call('POST', email, `/classroom/${room}/assignments`, body);
  const created = async (body: object): Promise<ClassroomAssignment> => {
    const response = await assign(body);
    expect(response.statusCode).toBe(201);
    return classroomAssignmentSchema.parse(response.json());
  };
  const entityOfStudent = async (hexId: string) => {
    const levels = levelsResponseSchema.parse(
      (await c.call('GET', STUDENT, '/tech-journey')).json(),
    );
    return levels.flatMap((level) => level.entities).find((entity) => entity.id === hexId)!;
  };
  const mine = async () =>
    studentAssignmentListSchema.parse((await c.call('GET', STUDENT, '/assignments/mine')).json());

  beforeAll(async () => {
    t = await createTestApp({ config: { schoolTimeZone: ZONE } });
    c = classroomClient(t);
    classroom = await c.classroomId('4B Informatica');
    studente2 = await c.userId(STUDENT);
    const levels = levelsResponseSchema.parse(
      (await c.call('GET', STUDENT, '/tech-journey')).json(),
    );
    const locked = levels
      .flatMap((level) => level.entities)
      .find((entity) => entity.type === 'module' && !entity.unlocked)!;
    const [row] = await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM entities WHERE hex_id = $1',
      [locked.id],
    );
    lockedModule = { hexId: locked.id, dbId: row!.id };
  });
  afterAll(() => t.close());

  it('keeps another professor, and students, out of a classroom’s assignments', async () => {
    const body = { kind: 'module', target_id: lockedModule.hexId };
    expect((await assign(body, OTHER_PROFESSOR)).statusCode).toBe(404);
    expect(
      (await c.call('GET', OTHER_PROFESSOR, `/classroom/${classroom}/assignments`)).statusCode,
    ).toBe(404);
    expect(
      (await c.call('GET', OTHER_PROFESSOR, `/classroom/${classroom}/assignments/overview`))
        .statusCode,
    ).toBe(404);
    expect((await assign(body, STUDENT)).statusCode).toBe(403);
    expect((await c.call('GET', PROFESSOR, '/assignments/mine')).statusCode).toBe(403);
    const own = await created({ kind: 'lesson', target_id: await firstLessonId(t) });
    const patch = { due_local: null, note: 'x' };
    expect(
      (await c.call('PATCH', OTHER_PROFESSOR, `/assignments/${own.id}`, patch)).statusCode,
    ).toBe(404);
    expect((await c.call('DELETE', OTHER_PROFESSOR, `/assignments/${own.id}`)).statusCode).toBe(
      404,
    );
    expect((await c.call('DELETE', PROFESSOR, `/assignments/${own.id}`)).statusCode).toBe(204);
    // Withdrawn: gone for its professor too.
    expect((await c.call('DELETE', PROFESSOR, `/assignments/${own.id}`)).statusCode).toBe(404);
  });

  it('refuses unknown work (404) and a student of another classroom (404)', async () => {
    expect((await assign({ kind: 'module', target_id: 'f'.repeat(24) })).statusCode).toBe(404);
    expect((await assign({ kind: 'quiz', target_id: '999999' })).statusCode).toBe(404);
    const giulia = await c.userId('giulia.rossi@demo.test'); // 3A, not 4B
    const foreign = await assign({
      kind: 'module',
      target_id: lockedModule.hexId,
      student_ids: [giulia],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('unlocks the assigned module for its students, tells them, and locks it again when withdrawn', async () => {
    expect((await entityOfStudent(lockedModule.hexId)).unlocked).toBe(false);
    const assignment = await created({
      kind: 'module',
      target_id: lockedModule.hexId,
      due_local: '2030-12-01T18:00',
      note: 'Per venerdì',
    });
    // Entered in the school's zone: 18:00 in Rome in winter is 17:00 UTC.
    expect(assignment.due_at).toBe('2030-12-01T17:00:00.000Z');
    expect(assignment.due_local).toBe('2030-12-01T18:00');
    expect(assignment.whole_class).toBe(true);
    expect(assignment.students.map((student) => student.user_id)).toContain(studente2);
    // The archived student of 4B is not given the work.
    const aurora = await c.userId('aurora.lombardi@demo.test');
    expect(assignment.students.map((student) => student.user_id)).not.toContain(aurora);
    expect((await entityOfStudent(lockedModule.hexId)).unlocked).toBe(true);
    const [notification] = await t.db.query<{ text: string; link: string }>(
      'SELECT text, link FROM notifications WHERE user_id = $1 AND event_key = $2',
      [studente2, `assignment:${assignment.id}`],
    );
    expect(notification?.text).toBe(
      `Nuovo compito: «${assignment.title}», da completare entro il 01.12.2030 18:00.`,
    );
    expect(notification?.link).toBe(`/module-detail/${lockedModule.hexId}`);
    const listed = (await mine()).find((item) => item.id === assignment.id);
    expect(listed).toMatchObject({ done: false, overdue: false, note: 'Per venerdì' });
    expect((await c.call('DELETE', PROFESSOR, `/assignments/${assignment.id}`)).statusCode).toBe(
      204,
    );
    expect((await entityOfStudent(lockedModule.hexId)).unlocked).toBe(false);
    expect((await mine()).some((item) => item.id === assignment.id)).toBe(false);
  });

  it('counts what the journey records as done, and marks late work', async () => {
    const lesson = await firstLessonId(t);
    const early = await created({ kind: 'lesson', target_id: lesson, student_ids: [studente2] });
    expect(early.whole_class).toBe(false);
    expect(early.students.map((student) => student.user_id)).toEqual([studente2]);
    const dueLocal = '2026-01-10T12:00';
    const late = await created({ kind: 'lesson', target_id: lesson, due_local: dueLocal });
    await t.db.query(
      `INSERT INTO resource_progress (user_id, resource_id, completed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, resource_id) DO UPDATE SET completed_at = EXCLUDED.completed_at`,
      [studente2, lesson, new Date('2026-01-11T09:00:00Z')],
    );
    const listed = await mine();
    expect(listed.find((item) => item.id === early.id)).toMatchObject({ done: true, late: false });
    expect(listed.find((item) => item.id === late.id)).toMatchObject({
      done: true,
      late: true,
      overdue: false,
      completed_at: '2026-01-11T09:00:00.000Z',
    });
    const professorView = (
      await c.call('GET', PROFESSOR, `/classroom/${classroom}/assignments`)
    ).json() as ClassroomAssignment[];
    const mineInView = professorView
      .find((item) => item.id === late.id)!
      .students.find((student) => student.user_id === studente2);
    expect(mineInView).toMatchObject({ done: true, late: true, score: null });
    const other = professorView
      .find((item) => item.id === late.id)!
      .students.find((student) => student.user_id !== studente2);
    expect(other).toMatchObject({ done: false, late: false, completed_at: null });
  });

  it('orders «Compiti» by due moment with undated work last, and flags overdue work', async () => {
    const quiz = await firstQuizId(t);
    const past = await created({ kind: 'quiz', target_id: quiz, due_local: '2020-01-01T08:00' });
    const listed = await mine();
    const dues = listed.map((item) => item.due_at);
    const dated = dues.filter((due) => due !== null);
    expect(dated).toEqual([...dated].sort());
    expect(dues.slice(dated.length).every((due) => due === null)).toBe(true);
    expect(listed.find((item) => item.id === past.id)).toMatchObject({
      overdue: true,
      done: false,
    });
  });

  it('edits the due moment and note; a new due moment may remind again', async () => {
    const lesson = await firstLessonId(t);
    const assignment = await created({ kind: 'lesson', target_id: lesson });
    const patched = await c.call('PATCH', PROFESSOR, `/assignments/${assignment.id}`, {
      due_local: '2031-07-01T09:30',
      note: '  Ripassa  ',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      due_at: '2031-07-01T07:30:00.000Z',
      due_local: '2031-07-01T09:30',
      note: 'Ripassa',
    });
    const impossible = await c.call('PATCH', PROFESSOR, `/assignments/${assignment.id}`, {
      due_local: '2031-02-30T09:30',
      note: '',
    });
    expect(impossible.statusCode).toBe(422);
  });

  it('reminds each student once the day before, even with parallel sweeps', async () => {
    const now = new Date();
    const inTwelveHours = new Date(now.getTime() + 12 * HOUR);
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: ZONE,
      dateStyle: 'short',
      timeStyle: 'short',
    })
      .format(inTwelveHours)
      .replace(' ', 'T');
    const assignment = await created({
      kind: 'module',
      target_id: lockedModule.hexId,
      due_local: local,
    });
    const farAway = await created({
      kind: 'module',
      target_id: lockedModule.hexId,
      due_local: '2035-01-01T10:00',
    });
    // A student disabled in the classroom since is not reminded: the work is closed to them.
    const davide = await c.userId('davide.fontana@demo.test');
    const setDavide = (state: string) =>
      t.db.query(
        'UPDATE classroom_students SET state = $1 WHERE classroom_id = $2 AND student_id = $3',
        [state, classroom, davide],
      );
    await setDavide('disabled');
    const expected = assignment.students.length - 1;
    const counts = await Promise.all([
      runReminderSweep(t.db, now, ZONE),
      runReminderSweep(t.db, now, ZONE),
      runReminderSweep(t.db, now, ZONE),
    ]);
    const rows = await t.db.query<{ user_id: string; event_key: string }>(
      `SELECT user_id::text AS user_id, event_key FROM notifications
        WHERE event_key IN ($1, $2)`,
      [`assignment-due:${assignment.id}`, `assignment-due:${farAway.id}`],
    );
    expect(rows.every((row) => row.event_key === `assignment-due:${assignment.id}`)).toBe(true);
    expect(rows).toHaveLength(expected);
    expect(rows.map((row) => row.user_id)).not.toContain(davide);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(expected);
    // Deleting the notification does not bring the reminder back.
    await t.db.query('DELETE FROM notifications WHERE event_key = $1', [
      `assignment-due:${assignment.id}`,
    ]);
    expect(await runReminderSweep(t.db, now, ZONE)).toBe(0);
    // Enabled again before the due moment: reminded then, once.
    await setDavide('enabled');
    expect(await runReminderSweep(t.db, now, ZONE)).toBe(1);
    expect(await runReminderSweep(t.db, now, ZONE)).toBe(0);
  });

  it('downloads the class overview as XLSX: students × assignments, Swiss dates', async () => {
    const lesson = await firstLessonId(t);
    const assignment = await created({
      kind: 'lesson',
      target_id: lesson,
      due_local: '2026-01-10T12:00',
    });
    const response = await c.call('GET', PROFESSOR, `/classroom/${classroom}/assignments/overview`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /compiti-4B-Informatica-\d\d\.\d\d\.\d{4}\.xlsx/,
    );
    const workbook = new (await loadExcelJs()).Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Compiti')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 2)).toEqual(['Studente', 'E-mail']);
    const column = header.indexOf(`${assignment.title} (entro il 10.01.2026 12:00)`) + 1;
    expect(column).toBeGreaterThan(2);
    const rows = sheet.getRows(2, sheet.rowCount - 1)!;
    const sara = rows.find((row) => row.getCell(2).value === STUDENT)!;
    expect(sara.getCell(column).value).toBe('Fatto 11.01.2026 10:00, in ritardo');
    const others = rows.filter((row) => row.getCell(2).value !== STUDENT);
    expect(others.map((row) => row.getCell(column).value)).toContain('Da fare');
  });
});

async function firstLessonId(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `SELECT r.id::text AS id FROM resources r JOIN entities e ON e.id = r.entity_id
      WHERE r.type = 'video_lesson' AND e.level_id IS NOT NULL AND r.retired_at IS NULL
      ORDER BY r.id LIMIT 1`,
  );
  return row!.id;
}

async function firstQuizId(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `SELECT q.id::text AS id FROM quizzes q JOIN resources r ON r.id = q.resource_id
      WHERE q.kind = 'quiz' AND r.retired_at IS NULL ORDER BY q.id LIMIT 1`,
  );
  return row!.id;
}
