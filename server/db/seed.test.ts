import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { TEST_ENGINE, createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { findUserByEmail } from '../users/user-repository.ts';
import type { Database } from './database.ts';
import { DEMO_ACCOUNTS, DEMO_CLASSMATES, DEMO_PASSWORD, DEMO_POOL_ACCOUNTS } from './demo-data.ts';
import { migrate } from './migrate.ts';
import { resetAndSeed, seedIfEmpty } from './seed.ts';

describe(`demo seed (${TEST_ENGINE})`, () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
    await migrate(db);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const countUsers = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n;

  it('seeds an empty database, and only an empty one', async () => {
    // Two replicas starting together on an empty database: exactly one seeds.
    const results = await Promise.all([seedIfEmpty(db), seedIfEmpty(db)]);
    expect(results.sort()).toEqual([false, true]);
    const seeded = await countUsers();
    expect(seeded).toBe(DEMO_ACCOUNTS.length + DEMO_CLASSMATES.length + DEMO_POOL_ACCOUNTS.length);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await countUsers()).toBe(seeded);
  });

  it('creates exactly the accounts of DEMO.md with their states', async () => {
    const expected = {
      'studente@demo.test': {
        role: 'student',
        isAdmin: false,
        passwordExpired: false,
        unlocked: false,
        schoolYear: 3,
      },
      'studente2@demo.test': {
        role: 'student',
        isAdmin: false,
        passwordExpired: false,
        unlocked: true,
      },
      'docente@demo.test': { role: 'professor', isAdmin: false, passwordExpired: false },
      'visitatore@demo.test': { role: 'visitor', isAdmin: false, passwordExpired: false },
      'sorintian@demo.test': { role: 'sorintian', isAdmin: false, passwordExpired: false },
      'scaduta@demo.test': {
        role: 'student',
        isAdmin: false,
        passwordExpired: true,
        unlocked: true,
      },
      'admin@demo.test': { role: 'professor', isAdmin: true, passwordExpired: false },
    } as const;
    for (const [email, state] of Object.entries(expected)) {
      const user = await findUserByEmail(db, email);
      expect(user, email).toMatchObject({
        role: state.role,
        isAdmin: state.isAdmin,
        passwordExpired: state.passwordExpired,
      });
      if ('unlocked' in state) expect(user?.journeyUnlockedAt !== null, email).toBe(state.unlocked);
      if ('schoolYear' in state) expect(user?.schoolYear).toBe(state.schoolYear);
      expect(await verifyPassword(DEMO_PASSWORD, user?.passwordHash ?? '')).toBe(true);
    }
  });

  it('gives docente the two classrooms, an archived one and a pending invitation', async () => {
    const classrooms = await db.query<{ name: string; archived: boolean; students: number }>(
      `SELECT c.name, c.archived, count(cs.student_id)::int AS students
       FROM classrooms c JOIN users u ON u.id = c.professor_id
       LEFT JOIN classroom_students cs ON cs.classroom_id = c.id
       WHERE u.email = 'docente@demo.test' GROUP BY c.id, c.name, c.archived ORDER BY c.name`,
    );
    const active = classrooms.filter((c) => !c.archived).map((c) => c.name);
    expect(active).toEqual(['3A Informatica', '4B Informatica']);
    expect(classrooms.filter((c) => c.archived)).toHaveLength(1);
    expect(classrooms.every((c) => c.students > 0)).toBe(true);
    const studente2 = await db.query(
      `SELECT c.name FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
       JOIN users u ON u.id = cs.student_id WHERE u.email = 'studente2@demo.test'`,
    );
    expect(studente2).toEqual([{ name: '4B Informatica' }]);
    const pending = await db.query(
      "SELECT count(*)::int AS n FROM classroom_invitations WHERE state = 'pending'",
    );
    expect(pending).toEqual([{ n: 1 }]);
  });

  it('gives studente2 half a profile and a streak updated today, the CV pool five complete profiles (DEMO.md)', async () => {
    const [sara] = await db.query<{
      avatar_id: string;
      bio: string;
      i_am: null;
      hobbies: number;
      skills: number;
    }>(
      `SELECT u.avatar_id, u.bio, u.i_am, u.github_link,
         (SELECT count(*) FROM user_hobbies h WHERE h.user_id = u.id)::int AS hobbies,
         (SELECT count(*) FROM user_skills s WHERE s.user_id = u.id)::int AS skills
       FROM users u WHERE u.email = 'studente2@demo.test'`,
    );
    expect(sara).toMatchObject({
      avatar_id: 'astronaut',
      i_am: null,
      github_link: null,
      hobbies: 2,
      skills: 0,
    });
    const pool = await db.query<{ complete: boolean }>(
      `SELECT (u.avatar_id IS NOT NULL AND u.bio IS NOT NULL AND u.i_am IS NOT NULL
               AND u.sec_email IS NOT NULL AND u.github_link IS NOT NULL
               AND EXISTS (SELECT 1 FROM user_hobbies h WHERE h.user_id = u.id)
               AND EXISTS (SELECT 1 FROM user_skills s WHERE s.user_id = u.id)
               AND EXISTS (SELECT 1 FROM user_favourite_tags t WHERE t.user_id = u.id)
               AND EXISTS (SELECT 1 FROM entity_progress p WHERE p.user_id = u.id)) AS complete
       FROM users u WHERE u.can_contact AND u.role = 'student'`,
    );
    expect(pool.length).toBeGreaterThanOrEqual(5);
    const [streak] = await db.query<{ counter: number; today: boolean }>(
      `SELECT s.counter, s.last_day = (now() AT TIME ZONE 'Europe/Rome')::date AS today
       FROM user_streaks s JOIN users u ON u.id = s.user_id WHERE u.email = 'studente2@demo.test'`,
    );
    expect(streak).toEqual({ counter: 4, today: true });
    expect(pool.every((row) => row.complete)).toBe(true);
  });

  it('gives studente2 unread notifications of her certificates and title, and a read one (DEMO.md)', async () => {
    const rows = await db.query<{ text: string; read: boolean }>(
      `SELECT n.text, n.read_at IS NOT NULL AS read FROM notifications n
         JOIN users u ON u.id = n.user_id WHERE u.email = 'studente2@demo.test'
        ORDER BY n.created_at, n.id`,
    );
    expect(rows).toContainEqual({
      text: 'Ora fai parte della classe «4B Informatica».',
      read: true,
    });
    const unread = rows.filter((row) => !row.read).map((row) => row.text);
    expect(unread.some((text) => text.startsWith('Hai ottenuto il certificato «'))).toBe(true);
    expect(unread).toContain('Nuovo titolo: ora sei Explorer! Continua così.');
    expect(unread).toContain(
      'Giulia Rossi ha risposto alla tua domanda «Come faccio a vedere anche i file nascosti di una cartella?».',
    );
  });

  it('gives 4B two assignments from docente, which studente2 was told of (issue 29)', async () => {
    const rows = await db.query<{ kind: string; due: boolean; students: number; told: number }>(
      `SELECT a.kind, a.due_at IS NOT NULL AS due,
              (SELECT count(*)::int FROM assignment_students s WHERE s.assignment_id = a.id)
                AS students,
              (SELECT count(*)::int FROM notifications n JOIN users u ON u.id = n.user_id
                WHERE u.email = 'studente2@demo.test'
                  AND n.event_key = 'assignment:' || a.id) AS told
         FROM assignments a JOIN classrooms c ON c.id = a.classroom_id
        WHERE c.name = '4B Informatica' ORDER BY a.id`,
    );
    expect(rows).toEqual([
      { kind: 'module', due: true, students: 6, told: 1 },
      { kind: 'on_demand', due: false, students: 6, told: 1 },
    ]);
  });

  it('seeds a conversation under the first lesson, with one question reported twice', async () => {
    const rows = await db.query<{ text: string; replies: number; reports: number }>(
      `SELECT q.text,
              (SELECT count(*)::int FROM question_replies r WHERE r.question_id = q.id) AS replies,
              (SELECT count(*)::int FROM question_reports p WHERE p.question_id = q.id) AS reports
         FROM questions q JOIN resources r ON r.id = q.resource_id
        WHERE r.key = 'terminal-basics-what-is-a-shell' ORDER BY q.created_at`,
    );
    expect(rows.map((row) => [row.replies, row.reports])).toEqual([
      [2, 0],
      [0, 2],
      [1, 0],
    ]);
  });

  it('seeds three answers to the resource survey, for the admin to read', async () => {
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM survey_responses WHERE survey_id = 'resource-feedback'",
    );
    expect(row!.n).toBe(3);
  });

  it('resets on request: changed data goes, ids are not reused', async () => {
    await db.query("UPDATE users SET name = 'Cambiato' WHERE email = 'studente@demo.test'");
    const before = await findUserByEmail(db, 'studente@demo.test');
    await resetAndSeed(db);
    const after = await findUserByEmail(db, 'studente@demo.test');
    expect(after?.name).toBe('Luca Bianchi');
    expect(Number(after?.id)).toBeGreaterThan(Number(before?.id));
    expect(await countUsers()).toBe(
      DEMO_ACCOUNTS.length + DEMO_CLASSMATES.length + DEMO_POOL_ACCOUNTS.length,
    );
  });
});
