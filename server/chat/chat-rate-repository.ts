import type { Queryable } from '../db/database.ts';

/** A user's window of one limited endpoint, after counting one more request in it. */
export interface RateWindowRow {
  window_started_at: Date;
  requests: number;
}

/**
 * Counts one request of the user at the endpoint in one atomic statement and answers the window
 * it fell in. The row lock of the upsert orders parallel requests of one user (from any replica),
 * so each sees the count of those before it. A window that ended at or before `endedBefore`
 * starts again at `now`. The count stops at `cap` (the limit plus one): refused requests need not
 * be told apart, and the column cannot grow without bound under a flood.
 */
export async function countChatRequest(
  db: Queryable,
  request: { userId: string; endpoint: string; now: Date; endedBefore: Date; cap: number },
): Promise<RateWindowRow> {
  const [row] = await db.query<RateWindowRow>(
    `INSERT INTO chat_rate_windows AS w (user_id, endpoint, window_started_at, requests)
     VALUES ($1, $2, $3, 1)
     ON CONFLICT (user_id, endpoint) DO UPDATE SET
       window_started_at = CASE WHEN w.window_started_at <= $4 THEN $3 ELSE w.window_started_at END,
       requests = CASE WHEN w.window_started_at <= $4 THEN 1 ELSE least(w.requests + 1, $5) END
     RETURNING window_started_at, requests`,
    [request.userId, request.endpoint, request.now, request.endedBefore, request.cap],
  );
  return row!;
}
