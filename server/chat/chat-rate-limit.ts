/**
 * Rocket.Chat's rate limiter, per user and endpoint, in this process (a fixed window: simple and
 * enough for one school server; replicas each count their own). Posting is limited harder than
 * reading: a panel polls the history every 2 seconds, a person types far slower than 5 messages
 * in 5 seconds.
 */
export const CHAT_RATE_LIMITS: Record<string, { limit: number; windowMs: number }> = {
  '/chat.postMessage': { limit: 5, windowMs: 5_000 },
  default: { limit: 60, windowMs: 60_000 },
};

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the window resets, in ms since the epoch (X-RateLimit-Reset). */
  resetAt: number;
}

export function createChatRateLimiter() {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    take(userId: string, endpoint: string, nowMs: number): RateDecision {
      const { limit, windowMs } = CHAT_RATE_LIMITS[endpoint] ?? CHAT_RATE_LIMITS.default!;
      const key = `${userId} ${endpoint}`;
      let window = windows.get(key);
      if (!window || nowMs - window.startedAt >= windowMs) {
        window = { startedAt: nowMs, count: 0 };
        windows.set(key, window);
        // Old windows go now and then, so the map stays the size of the active users.
        if (windows.size > 10_000) {
          for (const [other, value] of windows) {
            if (nowMs - value.startedAt >= 60_000) windows.delete(other);
          }
        }
      }
      const allowed = window.count < limit;
      if (allowed) window.count += 1;
      return {
        allowed,
        limit,
        remaining: Math.max(0, limit - window.count),
        resetAt: window.startedAt + windowMs,
      };
    },
  };
}
