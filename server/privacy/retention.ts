import { THROTTLE_WINDOW_MS } from '../auth/login-throttle.ts';
import { LONGEST_SHARED_WINDOW_MS } from '../chat/chat-rate-limit.ts';
import type { Database } from '../db/database.ts';
import { startPeriodicJob, type PeriodicJob, type ScheduleLog } from '../schedules/periodic-job.ts';
import {
  purgeChatRateWindows,
  purgeChatTokens,
  purgeExpiredCredentials,
  purgeLoginThrottle,
  purgeLtiLaunches,
  purgePasswordResetLinks,
  purgeRefreshTokens,
  purgeSchoolSignIns,
  purgeSsoCodes,
} from './retention-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long each kind of short-lived row is kept (issue 25 §3, docs/erasure-and-retention.md).
 * Each period runs from the moment the row stopped being of use (expiry, use, revocation).
 */
export const RETENTION_PERIODS_MS = {
  /**
   * Refresh tokens: 30 days after their sign-in expired or was ended (logout, password reset,
   * a replayed token). Until then they are the account's recent sign-in history (when, which
   * session ended how); a live family's used tokens stay anyway, reuse detection needs them.
   */
  refreshTokens: 30 * DAY_MS,
  /** One-time sign-on codes: as soon as they were used or expired; nothing can redeem them. */
  ssoCodes: 0,
  /** Sign-ins with the school's account: as soon as they were used or expired (10 minutes). */
  schoolSignIns: 0,
  /** Chat tokens: as soon as they expired. */
  chatTokens: 0,
  /** LTI launches: as soon as they expired (a used one keeps its nonce until then). */
  ltiLaunches: 0,
  /** Sign-in throttle counters: once their window ended, they count nothing any more. */
  loginThrottle: THROTTLE_WINDOW_MS,
  /** New accounts' sealed one-time passwords: as soon as their batch expired undownloaded. */
  expiredCredentials: 0,
  /** The chat's posting counters (chat-rate-limit.ts): once their window ended. */
  chatRateWindows: LONGEST_SHARED_WINDOW_MS,
  /** Forgotten-password links: as soon as they were used or expired; nothing can use them. */
  passwordResetLinks: 0,
} as const;

export type RetentionPurge = keyof typeof RETENTION_PERIODS_MS;

const PURGES: Record<RetentionPurge, (db: Database, cutoff: Date) => Promise<number>> = {
  refreshTokens: purgeRefreshTokens,
  ssoCodes: purgeSsoCodes,
  schoolSignIns: purgeSchoolSignIns,
  chatTokens: purgeChatTokens,
  ltiLaunches: purgeLtiLaunches,
  loginThrottle: purgeLoginThrottle,
  expiredCredentials: purgeExpiredCredentials,
  chatRateWindows: purgeChatRateWindows,
  passwordResetLinks: purgePasswordResetLinks,
};

/** Runs every purge once at `now` and answers how many rows each removed. */
export async function runRetention(
  db: Database,
  now: Date,
): Promise<Record<RetentionPurge, number>> {
  const removed = {} as Record<RetentionPurge, number>;
  for (const [name, purge] of Object.entries(PURGES) as Array<
    [RetentionPurge, typeof purgeSsoCodes]
  >) {
    removed[name] = await purge(db, new Date(now.getTime() - RETENTION_PERIODS_MS[name]));
  }
  return removed;
}

/** How often the server purges: at start, then every hour. */
export const RETENTION_INTERVAL_MS = HOUR_MS;

/** Purges at once and then every RETENTION_INTERVAL_MS (server/schedules/periodic-job.ts). */
export function startRetentionSchedule(options: {
  db: Database;
  log: ScheduleLog;
  clock?: () => number;
  intervalMs?: number;
}): PeriodicJob {
  const clock = options.clock ?? Date.now;
  return startPeriodicJob({
    run: async () => {
      const removed = await runRetention(options.db, new Date(clock()));
      options.log.info({ removed }, 'retention purge done');
    },
    intervalMs: options.intervalMs ?? RETENTION_INTERVAL_MS,
    log: options.log,
    failureMessage: 'retention purge failed',
  });
}
