import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingSearchSchema, studentsRankingSchema } from '#common/api/profile/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { signedInClient } from '../testing/signed-in-client.ts';

describe(`the students' ranking (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t);
  });
  afterAll(() => t.close());

  const ranking = async (email: string, filter = 'all') =>
    studentsRankingSchema.parse(
      (await c.get(email, `/tech-journey/students-ranking?filter_by=${filter}`)).json(),
    );
  const positions = (list: ReadonlyArray<{ position: number }>) => list.map((row) => row.position);

  it('shows the top, the caller among neighbours and the bottom, never twice, ordered by points', async () => {
    const whole = await ranking('giulia.rossi@demo.test');
    expect(whole.total).toBeGreaterThan(10);
    expect(positions(whole.top_students)).toEqual([1, 2, 3]);
    expect(positions(whole.bottom_students)).toEqual([
      whole.total - 2,
      whole.total - 1,
      whole.total,
    ]);
    const me = whole.current_student!;
    expect(me.name).toBe('Giulia Rossi');
    expect(positions(whole.previous_students)).toEqual(
      [me.position - 2, me.position - 1].filter((p) => p > 3),
    );
    expect(positions(whole.next_students)).toEqual(
      [me.position + 1, me.position + 2].filter((p) => p <= whole.total - 3),
    );
    const all = [
      ...whole.top_students,
      ...whole.previous_students,
      me,
      ...whole.next_students,
      ...whole.bottom_students,
    ];
    expect(new Set(all.map((row) => row.user_id)).size).toBe(all.length);
    for (let i = 1; i < whole.top_students.length; i++) {
      expect(whole.top_students[i - 1]!.points).toBeGreaterThanOrEqual(
        whole.top_students[i]!.points,
      );
    }
    // The same ties fall the same way every time.
    expect(await ranking('giulia.rossi@demo.test')).toEqual(whole);
  });

  it('puts the first at the top with no one before, the last at the bottom with no one after', async () => {
    const first = (await ranking('giulia.rossi@demo.test')).top_students[0]!;
    const [email] = (
      await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [first.user_id])
    ).map((r) => r.email);
    const fromTop = await ranking(email!);
    expect(fromTop.current_student?.position).toBe(1);
    expect(fromTop.previous_students).toEqual([]);
    expect(fromTop.top_students[0]!.user_id).toBe(fromTop.current_student!.user_id);
  });

  it('ranks a classroom alone, and a student alone in it', async () => {
    const classroom = await ranking('studente2@demo.test', 'classroom');
    const platform = await ranking('studente2@demo.test');
    expect(classroom.total).toBeLessThan(platform.total);
    expect(classroom.current_student?.name).toBe('Sara Colombo');
    // A student in no classroom ranks in a classroom of nobody.
    const alone = await ranking('chiara.ferri@demo.test', 'classroom');
    expect(alone).toMatchObject({ total: 0, current_student: null, top_students: [] });
    const professor = await ranking('docente@demo.test', 'classroom');
    expect(professor.current_student).toBeNull();
    expect(professor.total).toBeGreaterThan(5);
  });

  it('searches by name with the positions of the whole ranking', async () => {
    const found = rankingSearchSchema.parse(
      (
        await c.get(
          'giulia.rossi@demo.test',
          '/tech-journey/students-ranking/search?name=colombo&limit=10&offset=0',
        )
      ).json(),
    );
    expect(found.items.map((row) => row.name)).toEqual(['Sara Colombo']);
    expect(found.items[0]!.title).toBe('explorer');
    expect(
      (await c.get('giulia.rossi@demo.test', '/tech-journey/students-ranking/search?name='))
        .statusCode,
    ).toBe(422);
    expect(
      (await c.get('giulia.rossi@demo.test', '/tech-journey/students-ranking/search')).statusCode,
    ).toBe(422);
    expect(
      (await c.get('giulia.rossi@demo.test', '/tech-journey/students-ranking?filter_by=world'))
        .statusCode,
    ).toBe(422);
  });

  it.each(['visitatore@demo.test', 'sorintian@demo.test'])('is refused to %s', async (email) => {
    expect((await c.get(email, '/tech-journey/students-ranking')).statusCode).toBe(403);
    expect((await c.get(email, '/tech-journey/students-ranking/search?name=a')).statusCode).toBe(
      403,
    );
  });
});
