import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingInvitationListSchema } from '#common/api/classrooms/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  NOT_PROFESSORS,
  OTHER_PROFESSOR,
  PROFESSOR,
  classroomClient,
} from './classroom-test-helpers.ts';

describe(`classroom invitations (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof classroomClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = classroomClient(t);
  });
  afterAll(() => t.close());

  /** A new pending request of a student to join a classroom. */
  const invite = async (classroom: string, email: string): Promise<string> => {
    const rows = await t.db.query<{ id: string }>(
      `INSERT INTO classroom_invitations (classroom_id, student_id)
       VALUES ($1, (SELECT id FROM users WHERE email = $2)) RETURNING id::text AS id`,
      [await c.classroomId(classroom), email],
    );
    return rows[0]!.id;
  };

  it.each(NOT_PROFESSORS)('refuses %s with 403', async (email) => {
    for (const response of await Promise.all([
      c.call('GET', email, '/classroom/pending'),
      c.call('POST', email, '/classroom/confirm-invite', { invitation_id: '1' }),
      c.call('POST', email, '/classroom/reject-invite', { invitation_id: '1' }),
    ])) {
      expect(response.statusCode).toBe(403);
    }
  });

  it('lists the pending requests of the caller’s classrooms only', async () => {
    const pending = pendingInvitationListSchema.parse(
      (await c.call('GET', PROFESSOR, '/classroom/pending')).json(),
    );
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      classroom_name: '3A Informatica',
      student: { email: 'tommaso.galli@demo.test', name: 'Tommaso Galli' },
    });
    expect((await c.call('GET', OTHER_PROFESSOR, '/classroom/pending')).json()).toEqual([]);
  });

  it('confirms: the student joins enabled; deciding again is 409', async () => {
    const [invitation] = pendingInvitationListSchema.parse(
      (await c.call('GET', PROFESSOR, '/classroom/pending')).json(),
    );
    const body = { invitation_id: invitation!.id };
    expect(
      (await c.call('POST', OTHER_PROFESSOR, '/classroom/confirm-invite', body)).statusCode,
    ).toBe(404);
    expect((await c.call('POST', PROFESSOR, '/classroom/confirm-invite', body)).statusCode).toBe(
      204,
    );
    const students = (
      await c.call('GET', PROFESSOR, `/classroom/students/${invitation!.classroom_id}`)
    ).json();
    expect(students).toContainEqual(
      expect.objectContaining({ email: 'tommaso.galli@demo.test', state: 'enabled' }),
    );
    const again = await c.call('POST', PROFESSOR, '/classroom/reject-invite', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La richiesta è già stata confermata o rifiutata.');
  });

  it('rejects: the student does not join; 422 for a malformed id, 404 for a missing one', async () => {
    const id = await invite('4B Informatica', 'giulia.rossi@demo.test');
    expect(
      (await c.call('POST', PROFESSOR, '/classroom/reject-invite', { invitation_id: id }))
        .statusCode,
    ).toBe(204);
    const members = await t.db.query(
      `SELECT 1 FROM classroom_students cs JOIN users u ON u.id = cs.student_id
        WHERE cs.classroom_id = $1 AND u.email = 'giulia.rossi@demo.test'`,
      [await c.classroomId('4B Informatica')],
    );
    expect(members).toEqual([]);
    expect(
      (await c.call('POST', PROFESSOR, '/classroom/confirm-invite', { invitation_id: id }))
        .statusCode,
    ).toBe(409);
    expect(
      (await c.call('POST', PROFESSOR, '/classroom/confirm-invite', { invitation_id: 'x' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await c.call('POST', PROFESSOR, '/classroom/confirm-invite', { invitation_id: '999999' }))
        .statusCode,
    ).toBe(404);
  });
});
