import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archivedStudentListSchema,
  classroomStudentListSchema,
  classroomStudentSchema,
} from '#common/api/classrooms/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  NOT_PROFESSORS,
  OTHER_PROFESSOR,
  PROFESSOR,
  classroomClient,
} from './classroom-test-helpers.ts';

describe(`classroom students (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof classroomClient>;
  let room3A: string;
  let room4B: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = classroomClient(t);
    room3A = await c.classroomId('3A Informatica');
    room4B = await c.classroomId('4B Informatica');
  });
  afterAll(() => t.close());

  it.each(NOT_PROFESSORS)('refuses %s every student route with 403', async (email) => {
    const student = await c.userId('giulia.rossi@demo.test');
    const calls = [
      c.call('GET', email, '/classroom/check-student?email=giulia.rossi@demo.test'),
      c.call('GET', email, `/classroom/students/${room3A}`),
      c.call('POST', email, '/classroom/student', { classroomid: room3A, email: 'a@b.it' }),
      c.call('PATCH', email, `/classroom/remove?classroomid=${room3A}&student=${student}`),
      c.call('PUT', email, `/student/disable/${student}`),
      c.call('PUT', email, `/student/enable/${student}`),
      c.call('POST', email, `/student/archive/${student}`),
      c.call('POST', email, `/student/unarchive/${student}`),
      c.call('GET', email, '/student/archive'),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
  });

  it('checks an e-mail: a student, non-students and nobody alike, a malformed one', async () => {
    const check = (email: string) =>
      c.call('GET', PROFESSOR, `/classroom/check-student?email=${encodeURIComponent(email)}`);
    expect((await check(' Giulia.Rossi@demo.test ')).json()).toEqual({
      exists: true,
      name: 'Giulia Rossi',
      role_ok: true,
    });
    // A non-student account looks exactly like an unknown e-mail: nothing about who has one.
    expect((await check('admin@demo.test')).json()).toEqual({
      exists: false,
      name: null,
      role_ok: false,
    });
    expect((await check('docente@demo.test')).json()).toEqual({
      exists: false,
      name: null,
      role_ok: false,
    });
    expect((await check('nessuno@demo.test')).json()).toEqual({
      exists: false,
      name: null,
      role_ok: false,
    });
    const bad = await check('non-una-email');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.email).toBe("L'e-mail non è valida.");
  });

  it('lists a classroom’s students with state, school year and points; 404 for others', async () => {
    const response = await c.call('GET', PROFESSOR, `/classroom/students/${room4B}`);
    const students = classroomStudentListSchema.parse(response.json());
    expect(students).toHaveLength(7);
    const studente2 = students.find((s) => s.email === 'studente2@demo.test');
    expect(studente2).toMatchObject({ state: 'enabled' });
    expect(studente2!.points).toBeGreaterThan(0);
    expect(students.find((s) => s.email === 'aurora.lombardi@demo.test')).toMatchObject({
      state: 'archived',
      school_year: 4,
    });
    expect((await c.call('GET', OTHER_PROFESSOR, `/classroom/students/${room4B}`)).statusCode).toBe(
      404,
    );
    expect((await c.call('GET', PROFESSOR, '/classroom/students/x')).statusCode).toBe(422);
  });

  it('adds a student by e-mail (201), 409 when already there, 422 for non-students', async () => {
    const add = (email: string, classroomid = room4B, who = PROFESSOR) =>
      c.call('POST', who, '/classroom/student', { classroomid, email });
    const added = await add('Giulia.Rossi@demo.test');
    expect(added.statusCode).toBe(201);
    expect(classroomStudentSchema.parse(added.json())).toMatchObject({
      email: 'giulia.rossi@demo.test',
      state: 'enabled',
    });
    expect((await add('giulia.rossi@demo.test')).statusCode).toBe(409);
    const unknown = await add('nessuno@demo.test');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details.email).toBe(
      'Nessuno studente ha questa e-mail: indica nome e cognome per creare il suo account.',
    );
    const professor = await add('admin@demo.test');
    expect(professor.json().details.email).toBe(
      'Solo gli studenti possono essere aggiunti a una classe.',
    );
    expect((await add('giulia.rossi@demo.test', room4B, OTHER_PROFESSOR)).statusCode).toBe(404);
    expect((await c.call('POST', PROFESSOR, '/classroom/student', {})).statusCode).toBe(422);
  });

  it('of parallel adds of the same student exactly one is 201, the others 409', async () => {
    const adds = Array.from({ length: 8 }, () =>
      c.call('POST', PROFESSOR, '/classroom/student', {
        classroomid: room3A,
        email: 'sofia.moretti@demo.test',
      }),
    );
    const codes = (await Promise.all(adds)).map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(7).fill(409)]);
  });

  it('adding a student who asked to join confirms the pending request', async () => {
    const added = await c.call('POST', PROFESSOR, '/classroom/student', {
      classroomid: room3A,
      email: 'tommaso.galli@demo.test',
    });
    expect(added.statusCode).toBe(201);
    expect((await c.call('GET', PROFESSOR, '/classroom/pending')).json()).toEqual([]);
  });

  it('removes a student from a classroom (204), 404 for a non-member or a foreign classroom', async () => {
    const student = await c.userId('davide.fontana@demo.test');
    const remove = (who: string) =>
      c.call('PATCH', who, `/classroom/remove?classroomid=${room4B}&student=${student}`);
    expect((await remove(OTHER_PROFESSOR)).statusCode).toBe(404);
    expect((await remove(PROFESSOR)).statusCode).toBe(204);
    expect((await remove(PROFESSOR)).statusCode).toBe(404);
    expect(
      (await c.call('PATCH', PROFESSOR, `/classroom/remove?classroomid=${room4B}`)).statusCode,
    ).toBe(422);
  });

  it('disables, enables, archives and unarchives a student in the caller’s classrooms', async () => {
    const student = await c.userId('matteo.romano@demo.test');
    const stateOf = async () =>
      (
        await t.db.query<{ state: string }>(
          'SELECT state FROM classroom_students WHERE student_id = $1',
          [student],
        )
      ).map((row) => row.state);
    expect((await c.call('PUT', PROFESSOR, `/student/disable/${student}`)).statusCode).toBe(204);
    expect(await stateOf()).toEqual(['disabled']);
    expect((await c.call('PUT', PROFESSOR, `/student/enable/${student}`)).statusCode).toBe(204);
    expect(await stateOf()).toEqual(['enabled']);
    expect((await c.call('POST', PROFESSOR, `/student/archive/${student}`)).statusCode).toBe(204);
    const archived = archivedStudentListSchema.parse(
      (await c.call('GET', PROFESSOR, '/student/archive')).json(),
    );
    expect(archived.map((s) => s.email).sort()).toEqual([
      'aurora.lombardi@demo.test',
      'matteo.romano@demo.test',
    ]);
    expect(archived.find((s) => s.id === student)?.classroom_name).toBe('3A Informatica');
    expect((await c.call('POST', PROFESSOR, `/student/unarchive/${student}`)).statusCode).toBe(204);
    expect(await stateOf()).toEqual(['enabled']);
    // Not a student of the other professor: 404, and nothing changed.
    expect((await c.call('PUT', OTHER_PROFESSOR, `/student/disable/${student}`)).statusCode).toBe(
      404,
    );
    expect(await stateOf()).toEqual(['enabled']);
    expect((await c.call('GET', OTHER_PROFESSOR, '/student/archive')).json()).toEqual([]);
    expect((await c.call('PUT', PROFESSOR, '/student/disable/abc')).statusCode).toBe(422);
  });

  it('each state change touches only the rows it applies to, in every classroom', async () => {
    const student = await c.userId('aurora.lombardi@demo.test');
    const added = await c.call('POST', PROFESSOR, '/classroom/student', {
      classroomid: room3A,
      email: 'aurora.lombardi@demo.test',
    });
    expect(added.statusCode).toBe(201);
    const states = async () =>
      Object.fromEntries(
        (
          await t.db.query<{ classroom_id: string; state: string }>(
            `SELECT classroom_id::text AS classroom_id, state FROM classroom_students
              WHERE student_id = $1`,
            [student],
          )
        ).map((row) => [row.classroom_id, row.state]),
      );
    const act = (method: 'PUT' | 'POST', action: string) =>
      c.call(method, PROFESSOR, `/student/${action}/${student}`);
    expect((await act('PUT', 'disable')).statusCode).toBe(204);
    expect(await states()).toEqual({ [room3A]: 'disabled', [room4B]: 'archived' });
    expect((await act('PUT', 'enable')).statusCode).toBe(204);
    expect(await states()).toEqual({ [room3A]: 'enabled', [room4B]: 'archived' });
    await act('PUT', 'disable');
    expect((await act('POST', 'unarchive')).statusCode).toBe(204);
    expect(await states()).toEqual({ [room3A]: 'disabled', [room4B]: 'enabled' });
    // Nothing in the state an action applies to: 204 and unchanged, not 404.
    await act('PUT', 'enable');
    expect((await act('PUT', 'enable')).statusCode).toBe(204);
    expect((await act('POST', 'unarchive')).statusCode).toBe(204);
    expect(await states()).toEqual({ [room3A]: 'enabled', [room4B]: 'enabled' });
    await act('PUT', 'disable');
    await act('PUT', 'enable');
    expect((await act('POST', 'archive')).statusCode).toBe(204);
    expect(await states()).toEqual({ [room3A]: 'archived', [room4B]: 'archived' });
  });
});
