import { digestSecret, issueSecret } from '../auth/secret-digest.ts';
import type { Queryable } from '../db/database.ts';

/** From the click to the tool's auth request: a login at the tool may take a moment. */
export const LTI_LAUNCH_TTL_MS = 5 * 60 * 1000;

const hashHint = digestSecret;

export interface LtiLaunchRecord {
  userId: string;
  toolId: string;
  courseId: string;
  issuer: string;
}

/**
 * Records a launch and answers its lti_message_hint: 32 random bytes, stored hashed. The hint is
 * what ties the tool's later auth request (made by the user's browser, which may be the system
 * browser with no session of ours) to this user and course.
 */
export async function startLtiLaunch(
  db: Queryable,
  launch: LtiLaunchRecord,
  now: Date,
): Promise<string> {
  const hint = issueSecret();
  await db.query('DELETE FROM lti_launches WHERE expires_at <= $1', [now]);
  await db.query(
    `INSERT INTO lti_launches (hint_hash, user_id, tool_id, course_id, issuer, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashHint(hint),
      launch.userId,
      launch.toolId,
      launch.courseId,
      launch.issuer,
      now,
      new Date(now.getTime() + LTI_LAUNCH_TTL_MS),
    ],
  );
  return hint;
}

/** A launch not yet used nor expired (the redirect to the tool's login reads it, never uses it). */
export async function findOpenLtiLaunch(
  db: Queryable,
  hint: string,
  now: Date,
): Promise<LtiLaunchRecord | null> {
  const rows = await db.query<{
    user_id: string;
    tool_id: string;
    course_id: string;
    issuer: string;
  }>(
    `SELECT user_id::text AS user_id, tool_id, course_id, issuer FROM lti_launches
      WHERE hint_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hashHint(hint), now],
  );
  const row = rows[0];
  return row
    ? { userId: row.user_id, toolId: row.tool_id, courseId: row.course_id, issuer: row.issuer }
    : null;
}

/**
 * Uses a launch once, for the tool that presents it, for the user named by login_hint, with a
 * nonce that tool has not used before. Null when any of that fails (nothing is used up then).
 */
export async function finishLtiLaunch(
  db: Queryable,
  input: { hint: string; toolId: string; loginHint: string; nonce: string; now: Date },
): Promise<LtiLaunchRecord | null> {
  if (!/^\d{1,18}$/.test(input.loginHint)) return null;
  const rows = await db.query<{
    user_id: string;
    tool_id: string;
    course_id: string;
    issuer: string;
  }>(
    `UPDATE lti_launches SET used_at = $5, nonce = $4
      WHERE hint_hash = $1 AND tool_id = $2 AND user_id = $3
        AND used_at IS NULL AND expires_at > $5
        AND NOT EXISTS (SELECT 1 FROM lti_launches seen WHERE seen.tool_id = $2 AND seen.nonce = $4)
      RETURNING user_id::text AS user_id, tool_id, course_id, issuer`,
    [hashHint(input.hint), input.toolId, input.loginHint, input.nonce, input.now],
  );
  const row = rows[0];
  return row
    ? { userId: row.user_id, toolId: row.tool_id, courseId: row.course_id, issuer: row.issuer }
    : null;
}
