import type { Queryable } from '../db/database.ts';

/** A launch as stored: who launched which tool's course, signed by which issuer. */
export interface LtiLaunchRow {
  user_id: string;
  tool_id: string;
  course_id: string;
  issuer: string;
}

/** Drops the launches whose hint has expired. */
export async function deleteExpiredLaunches(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM lti_launches WHERE expires_at <= $1', [now]);
}

export async function insertLaunch(
  db: Queryable,
  launch: {
    hintHash: string;
    userId: string;
    toolId: string;
    courseId: string;
    issuer: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO lti_launches (hint_hash, user_id, tool_id, course_id, issuer, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      launch.hintHash,
      launch.userId,
      launch.toolId,
      launch.courseId,
      launch.issuer,
      launch.now,
      launch.expiresAt,
    ],
  );
}

/** The unused, unexpired launch with this hint digest. */
export async function findOpenLaunch(
  db: Queryable,
  hintHash: string,
  now: Date,
): Promise<LtiLaunchRow | undefined> {
  const rows = await db.query<LtiLaunchRow>(
    `SELECT user_id::text AS user_id, tool_id, course_id, issuer FROM lti_launches
      WHERE hint_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hintHash, now],
  );
  return rows[0];
}

/**
 * Marks the launch used with the tool's nonce, in one statement: only an unused, unexpired
 * launch of this tool and user, and only with a nonce the tool has not sent before.
 */
export async function claimLaunch(
  db: Queryable,
  claim: { hintHash: string; toolId: string; userId: string; nonce: string; now: Date },
): Promise<LtiLaunchRow | undefined> {
  const rows = await db.query<LtiLaunchRow>(
    `UPDATE lti_launches SET used_at = $5, nonce = $4
      WHERE hint_hash = $1 AND tool_id = $2 AND user_id = $3
        AND used_at IS NULL AND expires_at > $5
        AND NOT EXISTS (SELECT 1 FROM lti_launches seen WHERE seen.tool_id = $2 AND seen.nonce = $4)
      RETURNING user_id::text AS user_id, tool_id, course_id, issuer`,
    [claim.hintHash, claim.toolId, claim.userId, claim.nonce, claim.now],
  );
  return rows[0];
}
