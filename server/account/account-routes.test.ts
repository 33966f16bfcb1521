import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessagesSchema, GRADUATED_LABEL, nextSchoolYear } from '#common/api/account/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

const ADMIN = 'admin@demo.test';
const PROFESSOR = 'docente@demo.test';

describe('the school-year rule (spec 02 §5)', () => {
  it.each([
    [1, 2, false],
    [3, 4, false],
    [4, 5, false],
    [5, null, true],
  ])('%s → %s (graduated: %s)', (year, next, graduated) => {
    expect(nextSchoolYear(year)).toEqual({ schoolYear: next, graduated });
  });
  it('names the graduates as the spec does', () => {
    expect(GRADUATED_LABEL).toBe('Già diplomato');
  });
});

describe(`school year and admin messages (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('advances a student one year at a time, refuses a stale advance, and graduates after the fifth', async () => {
    const email = 'simone.rinaldi@demo.test'; // year 5 in the demo
    const student = 'giulia.rossi@demo.test'; // year 3
    const advanced = await c.put(student, '/student/school-year', { school_year: 3 });
    expect(advanced.statusCode).toBe(200);
    expect(advanced.json()).toMatchObject({ school_year: 4, graduated: false });
    const stale = await c.put(student, '/student/school-year', { school_year: 3 });
    expect(stale.statusCode).toBe(409);
    expect((await c.put(student, '/student/school-year', { school_year: 9 })).statusCode).toBe(422);

    const graduated = await c.put(email, '/student/school-year', { school_year: 5 });
    expect(graduated.json()).toMatchObject({ school_year: null, graduated: true });
    expect((await c.put(email, '/student/school-year', { school_year: 5 })).statusCode).toBe(409);
    // A graduate keeps reading their profile and certificates.
    const id = graduated.json().user_id;
    expect((await c.get(email, `/tech-journey/profile/${id}`)).statusCode).toBe(200);
    expect((await c.get(email, '/tech-journey/my-certificates')).statusCode).toBe(200);
    expect((await c.put(PROFESSOR, '/student/school-year', { school_year: 3 })).statusCode).toBe(
      403,
    );
  });

  it('lets only admins publish and withdraw messages, and shows the ones in force to everyone', async () => {
    // The demo's own messages (one of each kind) first, then none: the lists are this test's.
    const demo = adminMessagesSchema.parse((await c.get(PROFESSOR, '/settings/messages')).json());
    expect([demo.error.length, demo.warning.length, demo.info.length]).toEqual([1, 1, 1]);
    expect(demo.info[0]!.link).toMatch(/^https:\/\//);
    await t.db.query('DELETE FROM admin_messages');
    const payload = { kind: 'error', message: 'Manutenzione sabato dalle 8 alle 10.' };
    expect((await c.post(PROFESSOR, '/settings/messages', payload)).statusCode).toBe(403);
    expect((await c.post('studente2@demo.test', '/settings/messages', payload)).statusCode).toBe(
      403,
    );
    expect((await c.get(PROFESSOR, '/settings/messages/manage')).statusCode).toBe(403);

    const error = await c.post(ADMIN, '/settings/messages', payload);
    expect(error.statusCode).toBe(201);
    expect(error.json()).toMatchObject({
      kind: 'error',
      author: 'Roberto Gallo',
      withdrawn_at: null,
    });
    const info = await c.post(ADMIN, '/settings/messages', {
      kind: 'info',
      message: 'Nuovi corsi live a dicembre.',
      link: 'https://esempio.it/live',
    });
    expect(info.statusCode).toBe(201);
    const ending = await c.post(ADMIN, '/settings/messages', {
      kind: 'warning',
      message: 'Iscrizioni aperte fino a domani.',
      ends_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    });
    expect(ending.statusCode).toBe(201);

    const shown = adminMessagesSchema.parse(
      (await c.get('studente2@demo.test', '/settings/messages')).json(),
    );
    expect(shown.error.map((m) => m.message)).toEqual(['Manutenzione sabato dalle 8 alle 10.']);
    expect(shown.info).toEqual([
      {
        id: info.json().id,
        message: 'Nuovi corsi live a dicembre.',
        link: 'https://esempio.it/live',
      },
    ]);
    expect(shown.warning).toHaveLength(1);

    t.advanceClock(2 * 60 * 60 * 1000);
    // The cached access tokens have expired by then: sign in again.
    c = signedInClient(t);
    expect((await c.get(PROFESSOR, '/settings/messages')).json().warning).toEqual([]);

    expect((await c.del(PROFESSOR, `/settings/messages/${error.json().id}`)).statusCode).toBe(403);
    expect((await c.del(ADMIN, `/settings/messages/${error.json().id}`)).statusCode).toBe(204);
    expect((await c.del(ADMIN, `/settings/messages/${error.json().id}`)).statusCode).toBe(404);
    expect((await c.get(PROFESSOR, '/settings/messages')).json().error).toEqual([]);
    const managed = (await c.get(ADMIN, '/settings/messages/manage')).json();
    expect(
      managed.find((m: { id: string }) => m.id === error.json().id).withdrawn_at,
    ).not.toBeNull();
  });

  it.each([
    ['a link on a warning', { kind: 'warning', message: 'x', link: 'https://esempio.it' }, 'link'],
    [
      'a link that is not a web address',
      { kind: 'info', message: 'x', link: 'javascript:alert(1)' },
      'link',
    ],
    ['an empty message', { kind: 'info', message: '   ' }, 'message'],
    ['an unknown kind', { kind: 'success', message: 'x' }, 'kind'],
    [
      'an end in the past',
      { kind: 'info', message: 'x', ends_at: '2020-01-01T00:00:00Z' },
      'ends_at',
    ],
    ['a message too long', { kind: 'info', message: 'x'.repeat(501) }, 'message'],
  ])('refuses %s with 422', async (_label, payload, field) => {
    const refused = await c.post(ADMIN, '/settings/messages', payload);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().details)).toContain(field);
  });
});
