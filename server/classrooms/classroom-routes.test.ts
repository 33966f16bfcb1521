import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroomListSchema, classroomSchema } from '#common/api/classrooms/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  NOT_PROFESSORS,
  OTHER_PROFESSOR,
  PROFESSOR,
  classroomClient,
} from './classroom-test-helpers.ts';

describe(`classroom routes (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof classroomClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = classroomClient(t);
  });
  afterAll(() => t.close());

  it('lists only the caller’s classrooms with their student counts', async () => {
    const response = await c.call('GET', PROFESSOR, '/classroom/prof');
    expect(response.statusCode).toBe(200);
    const list = classroomListSchema.parse(response.json());
    expect(list.map((room) => [room.name, room.archived, room.students_count])).toEqual([
      ['3A Informatica', false, 6],
      ['4B Informatica', false, 7],
      ['5A Informatica 2024/25', true, 1],
    ]);
    const other = await c.call('GET', OTHER_PROFESSOR, '/classroom/prof');
    expect(other.json()).toEqual([]);
  });

  it.each(NOT_PROFESSORS)('refuses %s every classroom route with 403', async (email) => {
    const id = await c.classroomId('3A Informatica');
    const calls = [
      c.call('GET', email, '/classroom/prof'),
      c.call('POST', email, '/classroom', { Name: 'X' }),
      c.call('PUT', email, '/classroom/rename', { classroomid: id, name: 'X' }),
      c.call('DELETE', email, `/classroom?classroomid=${id}`),
      c.call('POST', email, `/classroom/archive/${id}`),
      c.call('POST', email, `/classroom/unarchive/${id}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await c.call('GET', null, '/classroom/prof')).statusCode).toBe(401);
  });

  it('creates a classroom with a trimmed name, 409 for a duplicate active name', async () => {
    const created = await c.call('POST', PROFESSOR, '/classroom', { Name: '  2C Reti  ' });
    expect(created.statusCode).toBe(201);
    const room = classroomSchema.parse(created.json());
    expect(room).toMatchObject({ name: '2C Reti', archived: false, students_count: 0 });
    const again = await c.call('POST', PROFESSOR, '/classroom', { Name: '2c reti' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Hai già una classe attiva con questo nome.');
    // Another professor may use the same name.
    expect(
      (await c.call('POST', OTHER_PROFESSOR, '/classroom', { Name: '2C Reti' })).statusCode,
    ).toBe(201);
    // An archived classroom's name is free for a new active one.
    expect(
      (await c.call('POST', PROFESSOR, '/classroom', { Name: '5A Informatica 2024/25' }))
        .statusCode,
    ).toBe(201);
  });

  it.each([
    [{}, 'Name'],
    [{ Name: '   ' }, 'Name'],
    [{ Name: 'x'.repeat(101) }, 'Name'],
    [{ Name: 42 }, 'Name'],
  ])('refuses the bad body %j with 422 naming %s', async (body, field) => {
    const response = await c.call('POST', PROFESSOR, '/classroom', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().details[field]).toMatch(/\S/);
  });

  it('renames its own classroom, 404 for another professor’s, 409 for a taken name', async () => {
    const id = await c.classroomId('4B Informatica');
    const renamed = await c.call('PUT', PROFESSOR, '/classroom/rename', {
      classroomid: id,
      name: '4B Informatica e Reti',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: '4B Informatica e Reti', students_count: 7 });
    const foreign = await c.call('PUT', OTHER_PROFESSOR, '/classroom/rename', {
      classroomid: id,
      name: 'Mia',
    });
    expect(foreign.statusCode).toBe(404);
    const taken = await c.call('PUT', PROFESSOR, '/classroom/rename', {
      classroomid: id,
      name: '3A Informatica',
    });
    expect(taken.statusCode).toBe(409);
    const bad = await c.call('PUT', PROFESSOR, '/classroom/rename', {
      classroomid: 'abc',
      name: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details).sort()).toEqual(['classroomid', 'name']);
  });

  it('archives and unarchives; unarchiving onto a taken active name is 409', async () => {
    const created = await c.call('POST', PROFESSOR, '/classroom', { Name: 'Da archiviare' });
    const id = classroomSchema.parse(created.json()).id;
    const archived = await c.call('POST', PROFESSOR, `/classroom/archive/${id}`);
    expect(archived.json()).toMatchObject({ id, archived: true });
    expect((await c.call('POST', OTHER_PROFESSOR, `/classroom/unarchive/${id}`)).statusCode).toBe(
      404,
    );
    await c.call('POST', PROFESSOR, '/classroom', { Name: 'Da archiviare' });
    expect((await c.call('POST', PROFESSOR, `/classroom/unarchive/${id}`)).statusCode).toBe(409);
    await c.call('PUT', PROFESSOR, '/classroom/rename', { classroomid: id, name: 'Archiviata 2' });
    const back = await c.call('POST', PROFESSOR, `/classroom/unarchive/${id}`);
    expect(back.json()).toMatchObject({ id, archived: false, name: 'Archiviata 2' });
    expect((await c.call('POST', PROFESSOR, '/classroom/archive/0')).statusCode).toBe(422);
    expect((await c.call('POST', PROFESSOR, '/classroom/archive/999999')).statusCode).toBe(404);
  });

  it('deletes its own classroom with its memberships, 404 for another professor’s', async () => {
    const id = await c.classroomId('5A Informatica 2024/25');
    expect(
      (await c.call('DELETE', OTHER_PROFESSOR, `/classroom?classroomid=${id}`)).statusCode,
    ).toBe(404);
    expect((await c.call('DELETE', PROFESSOR, '/classroom')).statusCode).toBe(422);
    expect((await c.call('DELETE', PROFESSOR, `/classroom?classroomid=${id}`)).statusCode).toBe(
      204,
    );
    const left = await t.db.query('SELECT 1 FROM classroom_students WHERE classroom_id = $1', [id]);
    expect(left).toEqual([]);
    expect((await c.call('DELETE', PROFESSOR, `/classroom?classroomid=${id}`)).statusCode).toBe(
      404,
    );
  });
});
