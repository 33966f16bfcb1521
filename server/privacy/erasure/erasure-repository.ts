import type { Queryable } from '../../db/database.ts';

/**
 * Erasure (issue 25 §3, docs/erasure-and-retention.md): the requests and every statement of the
 * anonymisation. anonymise.ts lists the steps; each one is a statement here.
 */

/** What the anonymised account's row says instead of the person's name. */
export const ERASED_NAME = 'Utente rimosso';

/** A request as the service reads it. */
export interface ErasureRequestRow {
  id: string;
  user_id: string;
  requested_at: Date;
}

/** The student's pending request, if any. */
export async function findPendingRequestOf(
  db: Queryable,
  userId: string,
): Promise<ErasureRequestRow | null> {
  const [row] = await db.query<ErasureRequestRow>(
    `SELECT id::text AS id, user_id::text AS user_id, requested_at FROM erasure_requests
     WHERE user_id = $1 AND state = 'pending'`,
    [userId],
  );
  return row ?? null;
}

/**
 * Opens a request unless one is pending already (the partial unique index makes two racing
 * requests one). An account already erased (its access token still valid for a few minutes)
 * opens none.
 */
export async function insertPendingRequest(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO erasure_requests (user_id, requested_at)
     SELECT id, $2 FROM users WHERE id = $1 AND erased_at IS NULL
     ON CONFLICT (user_id) WHERE state = 'pending' DO NOTHING`,
    [userId, now],
  );
}

export async function cancelPendingRequestOf(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE erasure_requests SET state = 'cancelled', decided_at = $2
     WHERE user_id = $1 AND state = 'pending'`,
    [userId, now],
  );
}

/** SQL of the professor's students (any membership state), the professor being `$n`. */
const ownStudentsSql = (n: number) =>
  `SELECT cs.student_id FROM classroom_students cs
   JOIN classrooms c ON c.id = cs.classroom_id WHERE c.professor_id = $${n}`;

/** The pending requests of the professor's students, oldest first, with their classrooms. */
export async function listPendingRequestsOfProfessor(
  db: Queryable,
  professorId: string,
): Promise<
  Array<{
    id: string;
    student_id: string;
    name: string;
    email: string;
    classrooms: string[];
    requested_at: Date;
  }>
> {
  return db.query(
    `SELECT r.id::text AS id, u.id::text AS student_id, u.name, u.email, r.requested_at,
       ARRAY(SELECT c.name FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
             WHERE cs.student_id = u.id AND c.professor_id = $1 ORDER BY c.name) AS classrooms
     FROM erasure_requests r JOIN users u ON u.id = r.user_id
     WHERE r.state = 'pending' AND r.user_id IN (${ownStudentsSql(1)})
     ORDER BY r.requested_at, r.id`,
    [professorId],
  );
}

/** A pending request of one of the professor's students, locked until the transaction ends. */
export async function lockPendingRequestOfProfessor(
  tx: Queryable,
  requestId: string,
  professorId: string,
): Promise<ErasureRequestRow | null> {
  const [row] = await tx.query<ErasureRequestRow>(
    `SELECT id::text AS id, user_id::text AS user_id, requested_at FROM erasure_requests
     WHERE id = $1 AND state = 'pending' AND user_id IN (${ownStudentsSql(2)})
     FOR UPDATE`,
    [requestId, professorId],
  );
  return row ?? null;
}

/** Closes the account's pending request (if any) as done, by a professor or by an operator. */
export async function markRequestDone(
  tx: Queryable,
  userId: string,
  decidedBy: string | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE erasure_requests SET state = 'done', decided_at = $2, decided_by = $3,
       decided_by_operator = ($3::bigint IS NULL)
     WHERE user_id = $1 AND state = 'pending'`,
    [userId, now, decidedBy],
  );
}

/** The account to erase, locked; null when unknown or already erased. */
export async function lockErasableUser(
  tx: Queryable,
  userId: string,
): Promise<{ id: string; email: string; name: string } | null> {
  const [row] = await tx.query<{ id: string; email: string; name: string }>(
    `SELECT id::text AS id, email, name FROM users WHERE id = $1 AND erased_at IS NULL FOR UPDATE`,
    [userId],
  );
  return row ?? null;
}

export async function findUserIdByEmail(db: Queryable, email: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM users WHERE email = $1',
    [email],
  );
  return row?.id ?? null;
}

// --- The anonymisation's statements (anonymise.ts runs them in one transaction) ---

/**
 * The row stays (attempts, attendance, progress, memberships and certificates point at it) with
 * nothing personal left. The e-mail is rebuilt from the id, so it stays unique and lower-case;
 * the `.invalid` top-level domain (RFC 2606) can never receive mail. The password hash is no hash
 * at all: verifyPassword answers false for it, whatever is typed. school_year stays: it says
 * nothing about the person on its own and the class statistics group by it.
 */
export async function anonymiseUserRow(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE users SET
       name = $2,
       email = 'rimosso-' || id::text || '@rimossi.invalid',
       password_hash = '!erased',
       password_expired = false,
       is_admin = false,
       avatar_id = NULL, bio = NULL, i_am = NULL, github_link = NULL, sec_email = NULL,
       can_contact = false, newsletter = false, contact_consent_at = NULL,
       profile_audience = 'school', ranking_by_name = false,
       erased_at = $3
     WHERE id = $1`,
    [userId, ERASED_NAME, now],
  );
}

/**
 * Rows that are the person's own and serve no statistic: deleted. Each table is keyed by
 * `user_id` (a fixed list, not input).
 */
export const PERSONAL_TABLES = [
  'user_hobbies',
  'user_skills',
  'user_favourite_tags',
  'notifications',
  'badge_assertions',
  'todolist',
  'sso_codes',
  'lti_launches',
  'chat_tokens',
  'chat_members',
  'chat_rate_windows',
  'refresh_tokens',
  'password_reset_links',
] as const;
export type PersonalTable = (typeof PERSONAL_TABLES)[number];

export async function deleteOwnRows(
  tx: Queryable,
  table: PersonalTable,
  userId: string,
): Promise<void> {
  await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
}

/** Requests to follow a live course and classroom invitations still waiting: nobody can answer them. */
export async function deleteOpenRequests(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM live_subscription_requests WHERE student_id = $1', [userId]);
  await tx.query(`DELETE FROM classroom_invitations WHERE student_id = $1 AND state = 'pending'`, [
    userId,
  ]);
}

/** Who looked at them goes; where they looked at someone else, the entry keeps no name. */
export async function forgetDataAccessLog(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM data_access_log WHERE student_id = $1', [userId]);
  await tx.query('UPDATE data_access_log SET viewer_name = $2 WHERE viewer_id = $1', [
    userId,
    ERASED_NAME,
  ]);
}

/**
 * Throttle counters keyed by the e-mail: sign-in (`account:<e-mail>`, `pair:<address>|<e-mail>`)
 * and forgotten-password requests (`reset-email:<e-mail>`).
 */
export async function deleteThrottleRowsOf(tx: Queryable, email: string): Promise<void> {
  await tx.query(
    `DELETE FROM login_throttle
     WHERE throttle_key = 'account:' || $1::text
        OR throttle_key = 'reset-email:' || $1::text
        OR (throttle_key LIKE 'pair:%' AND right(throttle_key, length($1::text) + 1) = '|' || $1::text)`,
    [email],
  );
}

/**
 * Other users' notifications that name them: a reply to someone's question begins with the
 * replier's name (server/notifications/notification-events.ts, notifyQuestionReplied).
 */
export async function renameInOthersNotifications(
  tx: Queryable,
  userId: string,
  oldName: string,
): Promise<void> {
  await tx.query(
    `UPDATE notifications SET text = $3 || substr(text, length($2::text) + 1)
     WHERE left(text, length($2::text)) = $2::text
       AND event_key IN (SELECT 'reply:' || id::text FROM question_replies WHERE user_id = $1)`,
    [userId, oldName, ERASED_NAME],
  );
}
