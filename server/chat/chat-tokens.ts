import { digestSecret, issueSecret } from '../auth/secret-digest.ts';
import type { Queryable } from '../db/database.ts';
import { CHAT_USER_COLUMNS, toChatUser, type ChatUser } from './chat-users.ts';

/** A chat token lives as long as a school day; the client logs in again on a 401. */
export const CHAT_TOKEN_TTL_MS = 12 * 3600 * 1000;

const hash = digestSecret;

/**
 * Issues a chat token for a user's session: 32 random bytes (so a plain SHA-256 is enough to
 * store it), tied to the refresh family of the session that asked, so that signing out (or a
 * password change ending other sessions) ends the chat too.
 */
export async function issueChatToken(
  db: Queryable,
  input: { userId: string; familyId: string | null; now: Date },
): Promise<string> {
  const token = issueSecret();
  await db.query(
    `INSERT INTO chat_tokens (token_hash, user_id, family_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      hash(token),
      input.userId,
      input.familyId,
      input.now,
      new Date(input.now.getTime() + CHAT_TOKEN_TTL_MS),
    ],
  );
  // Expired tokens of this user go, so the table does not grow with every login.
  await db.query('DELETE FROM chat_tokens WHERE user_id = $1 AND expires_at <= $2', [
    input.userId,
    input.now,
  ]);
  return token;
}

/**
 * The chat user holding a token (null: not theirs, expired, or its session ended), in one query:
 * every chat request asks it, so a polling panel costs the database little.
 */
export async function chatTokenHolder(
  db: Queryable,
  token: string,
  userId: string,
  now: Date,
): Promise<ChatUser | null> {
  if (!/^\d{1,18}$/.test(userId) || token.length > 200) return null;
  const [row] = await db.query<Parameters<typeof toChatUser>[0]>(
    `SELECT ${CHAT_USER_COLUMNS} FROM chat_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.user_id = $2 AND t.expires_at > $3
        AND (t.family_id IS NULL OR EXISTS (
          SELECT 1 FROM refresh_tokens r WHERE r.family_id = t.family_id AND r.revoked_at IS NULL))`,
    [hash(token), userId, now],
  );
  return row ? toChatUser(row) : null;
}
