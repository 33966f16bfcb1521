import { digestSecret, issueSecret } from '../auth/secret-digest.ts';
import type { Queryable } from '../db/database.ts';
import {
  claimLaunch,
  deleteExpiredLaunches,
  findOpenLaunch,
  insertLaunch,
  type LtiLaunchRow,
} from './lti-launch-repository.ts';

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
  await deleteExpiredLaunches(db, now);
  await insertLaunch(db, {
    ...launch,
    hintHash: hashHint(hint),
    now,
    expiresAt: new Date(now.getTime() + LTI_LAUNCH_TTL_MS),
  });
  return hint;
}

/** A launch not yet used nor expired (the redirect to the tool's login reads it, never uses it). */
export async function findOpenLtiLaunch(
  db: Queryable,
  hint: string,
  now: Date,
): Promise<LtiLaunchRecord | null> {
  return toRecord(await findOpenLaunch(db, hashHint(hint), now));
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
  const row = await claimLaunch(db, {
    hintHash: hashHint(input.hint),
    toolId: input.toolId,
    userId: input.loginHint,
    nonce: input.nonce,
    now: input.now,
  });
  return toRecord(row);
}

function toRecord(row: LtiLaunchRow | undefined): LtiLaunchRecord | null {
  return row
    ? { userId: row.user_id, toolId: row.tool_id, courseId: row.course_id, issuer: row.issuer }
    : null;
}
