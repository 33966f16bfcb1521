import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../testing/test-database.ts';
import { CHAT_RATE_LIMITS, createChatRateLimiter } from './chat-rate-limit.ts';

const POST = '/chat.postMessage';
const NOW = Date.parse('2026-03-10T12:00:00Z');
const { limit, windowMs } = CHAT_RATE_LIMITS[POST]!;

describe(`the chat's rate limiter (${TEST_ENGINE})`, () => {
  let test: TestDatabase;
  let db: Database;
  /** A second pool on the same schema on PostgreSQL (another replica's); PGlite has one owner. */
  let other: Database;
  let nextUser = 0;

  const newUser = async () => {
    nextUser += 1;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO users (email, name, role, password_hash) VALUES ($1, 'R', 'student', 'x')
       RETURNING id::text AS id`,
      [`rate${nextUser}@x.test`],
    );
    return row!.id;
  };

  beforeAll(async () => {
    test = await createTestDatabase();
    db = test.db;
    await migrate(db);
    if (TEST_ENGINE === 'postgres') {
      const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      other = await openPostgresDatabase({
        connectionString: process.env.DATABASE_URL!,
        searchPath: row!.schema,
      });
    } else {
      other = db;
    }
  });
  afterAll(async () => {
    if (other !== db) await other.close();
    await test.drop();
  });

  it('lets at most the limit of parallel posts through, counted by two limiters together', async () => {
    const userId = await newUser();
    const replicas = [createChatRateLimiter(db), createChatRateLimiter(other)];
    const decisions = await Promise.all(
      Array.from({ length: 10 }, (_, i) => replicas[i % 2]!.take(userId, POST, NOW + i)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(limit);
    // Each allowed post saw the ones before it: the remaining counts are all different.
    const remaining = decisions.filter((d) => d.allowed).map((d) => d.remaining);
    expect(remaining.sort()).toEqual([0, 1, 2, 3, 4]);
    for (const decision of decisions) {
      expect(decision).toMatchObject({ limit, resetAt: decisions[0]!.resetAt });
    }
    expect(decisions.filter((d) => !d.allowed).map((d) => d.remaining)).toEqual([0, 0, 0, 0, 0]);
  });

  it('starts a new window once the old one ended, and keeps one row per user', async () => {
    const userId = await newUser();
    const limiter = createChatRateLimiter(db);
    for (let i = 0; i < limit + 3; i += 1) await limiter.take(userId, POST, NOW);
    expect((await limiter.take(userId, POST, NOW + windowMs - 1)).allowed).toBe(false);
    const fresh = await limiter.take(userId, POST, NOW + windowMs);
    expect(fresh).toEqual({
      allowed: true,
      limit,
      remaining: limit - 1,
      resetAt: NOW + 2 * windowMs,
    });
    const rows = await db.query<{ requests: number }>(
      'SELECT requests FROM chat_rate_windows WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ requests: 1 }]);
  });

  it('keeps the other limits in the process: no row, and each limiter counts its own', async () => {
    const userId = await newUser();
    const { limit: readLimit } = CHAT_RATE_LIMITS.default!;
    const [one, two] = [createChatRateLimiter(db), createChatRateLimiter(other)];
    for (let i = 0; i < readLimit; i += 1) {
      expect((await one.take(userId, '/channels.history', NOW)).allowed).toBe(true);
    }
    expect(await one.take(userId, '/channels.history', NOW)).toMatchObject({
      allowed: false,
      remaining: 0,
    });
    expect((await two.take(userId, '/channels.history', NOW)).allowed).toBe(true);
    const rows = await db.query('SELECT 1 FROM chat_rate_windows WHERE user_id = $1', [userId]);
    expect(rows).toEqual([]);
  });
});
