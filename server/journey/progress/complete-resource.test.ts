import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleForPoints } from '#common/progress/titles.ts';
import type { Database } from '../../db/database.ts';
import { hexIdForKey } from '../../content-packs/hex-id.ts';
import { migrate } from '../../db/migrate.ts';
import { seedIfEmpty } from '../../db/seed.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../../testing/test-database.ts';
import { completeResource } from './complete-resource.ts';
import { totalPoints } from './progress-repository.ts';

describe(`completeResource and the demo progress (${TEST_ENGINE})`, () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
    await migrate(db);
    await seedIfEmpty(db);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const userId = async (email: string) =>
    (
      await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [email])
    )[0]!.id;
  const resourcesOf = async (entityKey: string) =>
    (
      await db.query<{ id: string; type: string }>(
        `SELECT r.id::text AS id, r.type FROM resources r JOIN sections s ON s.id = r.section_id
          JOIN entities e ON e.id = r.entity_id WHERE e.key = $1 ORDER BY s.order_num, r.order_num`,
        [entityKey],
      )
    ).map((row) => row.id);
  const completedEntities = async (id: string) =>
    (
      await db.query<{ key: string }>(
        `SELECT e.key FROM entity_progress p JOIN entities e ON e.id = p.entity_id
          WHERE p.user_id = $1 ORDER BY e.key`,
        [id],
      )
    ).map((row) => row.key);

  it('gives studente2 the progress of DEMO.md: explorer, one certificate, one quiz left', async () => {
    const student = await userId('studente2@demo.test');
    const points = await totalPoints(db, student);
    expect(points).toBeGreaterThanOrEqual(583);
    expect(points).toBeLessThan(1750);
    expect(titleForPoints(points)).toBe('explorer');
    const completed = await completedEntities(student);
    const certificates = await db.query(
      `SELECT 1 FROM entity_progress p JOIN entities e ON e.id = p.entity_id
        WHERE p.user_id = $1 AND e.certificate AND e.pcto_minutes > 0`,
      [student],
    );
    expect(certificates.length).toBeGreaterThan(0);
    expect(completed).not.toContain('html-css-basics');
    const htmlResources = await resourcesOf('html-css-basics');
    const done = await db.query<{ id: string }>(
      'SELECT resource_id::text AS id FROM resource_progress WHERE user_id = $1',
      [student],
    );
    const doneIds = new Set(done.map((row) => row.id));
    expect(htmlResources.slice(0, -1).every((id) => doneIds.has(id))).toBe(true);
    expect(doneIds.has(htmlResources.at(-1)!)).toBe(false);
  });

  it('completes the entity with its last resource and awards its points once', async () => {
    const student = await userId('giulia.rossi@demo.test');
    const resources = await resourcesOf('terminal-basics');
    const now = new Date('2026-03-02T10:00:00Z');
    for (const resourceId of resources.slice(0, -1)) {
      const result = await db.transaction((tx) =>
        completeResource(tx, { userId: student, resourceId, now }),
      );
      expect(result).toEqual({
        resourceNewlyCompleted: true,
        entityNewlyCompleted: false,
        pointsAwarded: 0,
      });
    }
    const last = { userId: student, resourceId: resources.at(-1)!, now };
    const first = await db.transaction((tx) => completeResource(tx, last));
    expect(first).toEqual({
      resourceNewlyCompleted: true,
      entityNewlyCompleted: true,
      pointsAwarded: 200,
    });
    const again = await db.transaction((tx) => completeResource(tx, last));
    expect(again).toEqual({
      resourceNewlyCompleted: false,
      entityNewlyCompleted: false,
      pointsAwarded: 0,
    });
    expect(await totalPoints(db, student)).toBe(200);
    expect(await completedEntities(student)).toEqual(['terminal-basics']);
  });

  it('derives hexadecimal entity ids from the content keys', async () => {
    const rows = await db.query<{ hex_id: string }>(
      "SELECT hex_id FROM entities WHERE key = 'terminal-basics'",
    );
    expect(rows[0]?.hex_id).toBe(hexIdForKey('terminal-basics'));
    expect(hexIdForKey('terminal-basics')).toMatch(/^[0-9a-f]{24}$/);
  });

  it('completes the entity when its last two resources complete at the same moment', async () => {
    const student = await userId('lorenzo.bruno@demo.test');
    const resources = await resourcesOf('terminal-basics');
    const [secondLast, last] = resources.slice(-2) as [string, string];
    const now = new Date();
    for (const resourceId of resources.slice(0, -2)) {
      await db.transaction((tx) => completeResource(tx, { userId: student, resourceId, now }));
    }
    // The first completion stays uncommitted while the second one runs, as when two requests
    // overlap: each must not conclude from its own snapshot that the other is still open.
    let firstDone!: () => void;
    const firstHasCompleted = new Promise<void>((resolve) => (firstDone = resolve));
    const first = db.transaction(async (tx) => {
      const result = await completeResource(tx, { userId: student, resourceId: secondLast, now });
      firstDone();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return result;
    });
    await firstHasCompleted;
    const second = db.transaction((tx) =>
      completeResource(tx, { userId: student, resourceId: last, now }),
    );
    const results = await Promise.all([first, second]);
    expect(results.filter((result) => result.entityNewlyCompleted)).toHaveLength(1);
    expect(await completedEntities(student)).toEqual(['terminal-basics']);
    expect(await totalPoints(db, student)).toBe(200);
  });
});
