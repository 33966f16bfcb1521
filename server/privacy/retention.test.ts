import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../testing/test-database.ts';
import { RETENTION_PERIODS_MS, runRetention, startRetentionSchedule } from './retention.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe(`retention (${TEST_ENGINE})`, () => {
  let test: TestDatabase;
  let db: Database;
  const keys = async (sql: string) =>
    (await db.query<{ k: string }>(sql)).map((row) => row.k).sort();

  beforeAll(async () => {
    test = await createTestDatabase();
    db = test.db;
    await migrate(db);
    const [user] = await db.query<{ id: string }>(
      `INSERT INTO users (email, name, role, password_hash) VALUES ('r@x.test', 'R', 'student', 'x')
       RETURNING id::text AS id`,
    );
    const id = user!.id;
    const refresh = [
      // [hash, expires_at, revoked_at]
      ['expired-long-ago', ago(RETENTION_PERIODS_MS.refreshTokens + DAY), null],
      ['expired-recently', ago(DAY), null],
      ['revoked-long-ago', later(DAY), ago(RETENTION_PERIODS_MS.refreshTokens + MINUTE)],
      ['revoked-recently', later(DAY), ago(MINUTE)],
      ['live', later(DAY), null],
    ] as const;
    for (const [hash, expires, revoked] of refresh) {
      await db.query(
        `INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at, revoked_at)
         VALUES ($1, $1, $2, $3, $4, $5)`,
        [hash, id, ago(40 * DAY), expires, revoked],
      );
    }
    for (const [hash, expires, used] of [
      ['sso-expired', ago(MINUTE), null],
      ['sso-used', later(MINUTE), ago(MINUTE)],
      ['sso-fresh', later(MINUTE), null],
    ] as const) {
      await db.query(
        `INSERT INTO sso_codes (code_hash, user_id, audience, created_at, expires_at, used_at)
         VALUES ($1, $2, 'app', $3, $4, $5)`,
        [hash, id, ago(2 * MINUTE), expires, used],
      );
    }
    for (const [hash, expires, used] of [
      ['school-expired', ago(MINUTE), null],
      ['school-used', later(MINUTE), ago(MINUTE)],
      ['school-open', later(MINUTE), null],
    ] as const) {
      await db.query(
        `INSERT INTO school_sign_ins (state_hash, client, address, created_at, expires_at, used_at)
         VALUES ($1, 'web', '192.0.2.1', $2, $3, $4)`,
        [hash, ago(5 * MINUTE), expires, used],
      );
    }
    for (const [hash, expires] of [
      ['chat-expired', ago(MINUTE)],
      ['chat-fresh', later(DAY)],
    ] as const) {
      await db.query(
        `INSERT INTO chat_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
        [hash, id, ago(DAY), expires],
      );
    }
    for (const [hash, expires, used] of [
      ['lti-expired', ago(MINUTE), null],
      ['lti-used-fresh', later(MINUTE), ago(MINUTE)],
    ] as const) {
      await db.query(
        `INSERT INTO lti_launches (hint_hash, user_id, tool_id, course_id, issuer, created_at, expires_at, used_at, nonce)
         VALUES ($1, $2, 't', 'c', 'i', $3, $4, $5, $1)`,
        [hash, id, ago(10 * MINUTE), expires, used],
      );
    }
    for (const [batch, expires] of [
      ['a'.repeat(32), ago(MINUTE)],
      ['b'.repeat(32), later(DAY)],
    ] as const) {
      await db.query(
        `INSERT INTO credential_batches (id, professor_id, created_at, expires_at, sealed)
         VALUES ($1, $2, $3, $4, 'sealed')`,
        [batch, id, ago(7 * DAY), expires],
      );
    }
    for (const [key, started] of [
      ['account:old@x.test', ago(RETENTION_PERIODS_MS.loginThrottle + MINUTE)],
      ['account:new@x.test', ago(MINUTE)],
    ] as const) {
      await db.query(
        'INSERT INTO login_throttle (throttle_key, failures, window_started_at) VALUES ($1, 1, $2)',
        [key, started],
      );
    }
    for (const [endpoint, started] of [
      ['/old', ago(RETENTION_PERIODS_MS.chatRateWindows + 1000)],
      ['/new', ago(1000)],
    ] as const) {
      await db.query(
        `INSERT INTO chat_rate_windows (user_id, endpoint, window_started_at, requests)
         VALUES ($1, $2, $3, 1)`,
        [id, endpoint, started],
      );
    }
    for (const [name, expires, used] of [
      ['reset-expired', ago(MINUTE), null],
      ['reset-used', later(MINUTE), ago(MINUTE)],
      ['reset-fresh', later(MINUTE), null],
    ] as const) {
      await db.query(
        `INSERT INTO password_reset_links (user_id, token_digest, created_at, expires_at, used_at)
         VALUES ($1, rpad($2, 64, '0'), $3, $4, $5)`,
        [id, name, ago(59 * MINUTE), expires, used],
      );
    }
  });
  afterAll(() => test.drop());

  it('removes the rows past their period and keeps the fresh ones', async () => {
    expect(await runRetention(db, NOW)).toEqual({
      refreshTokens: 2,
      ssoCodes: 2,
      schoolSignIns: 2,
      chatTokens: 1,
      ltiLaunches: 1,
      loginThrottle: 1,
      expiredCredentials: 1,
      chatRateWindows: 1,
      passwordResetLinks: 2,
    });
    expect(await keys('SELECT token_hash AS k FROM refresh_tokens')).toEqual([
      'expired-recently',
      'live',
      'revoked-recently',
    ]);
    expect(await keys('SELECT code_hash AS k FROM sso_codes')).toEqual(['sso-fresh']);
    expect(await keys('SELECT state_hash AS k FROM school_sign_ins')).toEqual(['school-open']);
    expect(await keys('SELECT token_hash AS k FROM chat_tokens')).toEqual(['chat-fresh']);
    expect(await keys('SELECT hint_hash AS k FROM lti_launches')).toEqual(['lti-used-fresh']);
    expect(await keys('SELECT throttle_key AS k FROM login_throttle')).toEqual([
      'account:new@x.test',
    ]);
    expect(
      await keys(`SELECT id || ':' || coalesce(sealed, '-') AS k FROM credential_batches`),
    ).toEqual([`${'a'.repeat(32)}:-`, `${'b'.repeat(32)}:sealed`]);
    expect(await keys('SELECT endpoint AS k FROM chat_rate_windows')).toEqual(['/new']);
    expect(await keys(`SELECT rtrim(token_digest, '0') AS k FROM password_reset_links`)).toEqual([
      'reset-fresh',
    ]);
    // A second run finds nothing more.
    expect(Object.values(await runRetention(db, NOW))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('runs on a schedule: at once, logging what each purge removed, until stopped', async () => {
    await db.query(
      `INSERT INTO chat_tokens (token_hash, user_id, created_at, expires_at)
       SELECT 'chat-later', id, $1, $1 FROM users LIMIT 1`,
      [NOW],
    );
    const lines: Array<{ details: object; message: string }> = [];
    const log = {
      info: (details: object, message: string) => lines.push({ details, message }),
      warn: (details: object, message: string) => lines.push({ details, message }),
    };
    const schedule = startRetentionSchedule({ db, log, clock: () => later(1000).getTime() });
    await schedule.stop();
    expect(lines).toEqual([
      {
        message: 'retention purge done',
        details: {
          removed: {
            refreshTokens: 0,
            ssoCodes: 0,
            schoolSignIns: 0,
            chatTokens: 1,
            ltiLaunches: 0,
            loginThrottle: 0,
            expiredCredentials: 0,
            chatRateWindows: 0,
            passwordResetLinks: 0,
          },
        },
      },
    ]);
  });
});
