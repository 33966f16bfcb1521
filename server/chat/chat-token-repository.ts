import type { Queryable } from '../db/database.ts';
import { CHAT_USER_COLUMNS, type ChatUserRow } from './chat-user-repository.ts';

export async function insertChatToken(
  db: Queryable,
  token: { tokenHash: string; userId: string; familyId: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO chat_tokens (token_hash, user_id, family_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [token.tokenHash, token.userId, token.familyId, token.now, token.expiresAt],
  );
}

/** Drops the user's expired tokens. */
export async function deleteExpiredChatTokensOf(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM chat_tokens WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
}

/**
 * The chat row of the user holding a token with this digest (and its expiry), when it is theirs
 * (any user's when `userId` is null: DDP's resume login names no user), unexpired, and its
 * session (refresh family) has not ended.
 */
export async function findTokenHolderRow(
  db: Queryable,
  tokenHash: string,
  userId: string | null,
  now: Date,
): Promise<(ChatUserRow & { expires_at: Date | string }) | undefined> {
  const [row] = await db.query<ChatUserRow & { expires_at: Date | string }>(
    `SELECT ${CHAT_USER_COLUMNS}, t.expires_at FROM chat_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND ($2::bigint IS NULL OR t.user_id = $2) AND t.expires_at > $3
        AND (t.family_id IS NULL OR EXISTS (
          SELECT 1 FROM refresh_tokens r WHERE r.family_id = t.family_id AND r.revoked_at IS NULL))`,
    [tokenHash, userId, now],
  );
  return row;
}

/**
 * Of these digests, the ones whose token still holds (unexpired, session not ended), in one
 * query for every socket of the process. Digests are hex, so the array literal is safe.
 */
export async function liveTokenDigests(
  db: Queryable,
  tokenHashes: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const rows = await db.query<{ token_hash: string }>(
    `SELECT t.token_hash FROM chat_tokens t
      WHERE t.token_hash = ANY($1::text[]) AND t.expires_at > $2
        AND (t.family_id IS NULL OR EXISTS (
          SELECT 1 FROM refresh_tokens r WHERE r.family_id = t.family_id AND r.revoked_at IS NULL))`,
    [`{${tokenHashes.filter((hash) => /^[0-9a-f]+$/.test(hash)).join(',')}}`, now],
  );
  return new Set(rows.map((row) => row.token_hash));
}
