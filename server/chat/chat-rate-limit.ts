import type { Queryable } from '../db/database.ts';
import { countChatRequest } from './chat-rate-repository.ts';

/**
 * Rocket.Chat's rate limiter, per user and endpoint, in fixed windows. Posting is limited harder
 * than reading: a panel polls the history every 2 seconds, a person types far slower than 5
 * messages in 5 seconds.
 *
 * Where each limit is counted (issue 28 §3, docs/operations.md "Two replicas behind a proxy"):
 * - `shared` limits are counted in the database, so every replica on one PostgreSQL counts the
 *   same requests: the posting limit is a rule about a person writing into a class's channel, and
 *   must hold whichever replica a message reaches. One statement per post, atomic under the row
 *   lock of its upsert (chat-rate-repository.ts).
 * - the other limit (every other chat request) protects this process from a runaway client, as
 *   the per-address connection cap does: it stays in this process's memory, where it costs no
 *   database write per poll. With n replicas a client gets at most n times that limit, each
 *   replica no more than its own share.
 */
export const CHAT_RATE_LIMITS: Record<string, ChatRateLimit> = {
  '/chat.postMessage': { limit: 5, windowMs: 5_000, shared: true },
  default: { limit: 60, windowMs: 60_000, shared: false },
};

/**
 * The longest window counted in the database: a row whose window started that long ago counts
 * nothing any more (server/privacy/retention.ts purges it).
 */
export const LONGEST_SHARED_WINDOW_MS = Math.max(
  ...Object.values(CHAT_RATE_LIMITS)
    .filter((rule) => rule.shared)
    .map((rule) => rule.windowMs),
);

export interface ChatRateLimit {
  limit: number;
  windowMs: number;
  /** Counted in the database (every replica), or in this process only. */
  shared: boolean;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the window resets, in ms since the epoch (X-RateLimit-Reset). */
  resetAt: number;
}

export interface ChatRateLimiter {
  /** Counts one request of the user at the endpoint and says whether it may go on. */
  take(userId: string, endpoint: string, nowMs: number): Promise<RateDecision>;
}

export function createChatRateLimiter(db: Queryable): ChatRateLimiter {
  const local = createLocalWindows();
  return {
    async take(userId, endpoint, nowMs) {
      const rule = CHAT_RATE_LIMITS[endpoint] ?? CHAT_RATE_LIMITS.default!;
      if (!rule.shared) return local.take(`${userId} ${endpoint}`, rule, nowMs);
      const row = await countChatRequest(db, {
        userId,
        endpoint,
        now: new Date(nowMs),
        endedBefore: new Date(nowMs - rule.windowMs),
        cap: rule.limit + 1,
      });
      return decision(rule, row.requests, new Date(row.window_started_at).getTime());
    },
  };
}

function decision(rule: ChatRateLimit, counted: number, startedAt: number): RateDecision {
  return {
    allowed: counted <= rule.limit,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - counted),
    resetAt: startedAt + rule.windowMs,
  };
}

/** The windows of this process's own limits. */
function createLocalWindows() {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    take(key: string, rule: ChatRateLimit, nowMs: number): RateDecision {
      let window = windows.get(key);
      if (!window || nowMs - window.startedAt >= rule.windowMs) {
        window = { startedAt: nowMs, count: 0 };
        windows.set(key, window);
        // Old windows go now and then, so the map stays the size of the active users.
        if (windows.size > 10_000) {
          for (const [other, value] of windows) {
            if (nowMs - value.startedAt >= 60_000) windows.delete(other);
          }
        }
      }
      // A refused request is not counted, so the count stops at the limit.
      const allowed = window.count < rule.limit;
      if (allowed) window.count += 1;
      return decision(rule, allowed ? window.count : rule.limit + 1, window.startedAt);
    },
  };
}
