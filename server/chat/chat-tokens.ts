import { digestSecret, issueSecret } from '../auth/secret-digest.ts';
import type { Queryable } from '../db/database.ts';
import {
  deleteExpiredChatTokensOf,
  findTokenHolderRow,
  insertChatToken,
  liveTokenDigests,
} from './chat-token-repository.ts';
import { toChatUser, type ChatUser } from './chat-users.ts';

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
  await insertChatToken(db, {
    tokenHash: hash(token),
    userId: input.userId,
    familyId: input.familyId,
    now: input.now,
    expiresAt: new Date(input.now.getTime() + CHAT_TOKEN_TTL_MS),
  });
  // Expired tokens of this user go, so the table does not grow with every login.
  await deleteExpiredChatTokensOf(db, input.userId, input.now);
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
  const row = await findTokenHolderRow(db, hash(token), userId, now);
  return row ? toChatUser(row) : null;
}

/**
 * DDP's `login` with `{ resume: token }` (the realtime API): the token alone names its holder,
 * under the same rule as X-Auth-Token (null: unknown, expired, or its session ended).
 */
export async function resumeChatToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ user: ChatUser; expiresAt: Date } | null> {
  if (token.length > 200) return null;
  const row = await findTokenHolderRow(db, hash(token), null, now);
  return row ? { user: toChatUser(row), expiresAt: new Date(row.expires_at) } : null;
}

/**
 * Of the tokens the realtime sockets logged in with, the ones that still hold: a socket whose
 * token expired or whose session signed out is closed, as the REST API answers it 401.
 */
export async function stillValidChatTokens(
  db: Queryable,
  tokens: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const live = await liveTokenDigests(db, tokens.map(hash), now);
  return new Set(tokens.filter((token) => live.has(hash(token))));
}
