import type { Role } from '#common/auth/roles.ts';
import type { Queryable } from '../db/database.ts';

/** A user row as the server works with it. */
export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  isAdmin: boolean;
  passwordHash: string;
  passwordExpired: boolean;
  schoolYear: number | null;
  journeyUnlockedAt: Date | null;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  is_admin: boolean;
  password_hash: string;
  password_expired: boolean;
  school_year: number | null;
  journey_unlocked_at: Date | null;
}

const USER_COLUMNS = `id::text AS id, email, name, role, is_admin, password_hash,
  password_expired, school_year, journey_unlocked_at`;

/** Looks a user up by e-mail (stored lower-case; the caller passes it normalised). */
export async function findUserByEmail(db: Queryable, email: string): Promise<User | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [
    email,
  ]);
  return rows[0] ? toUser(rows[0]) : null;
}

/**
 * The account of an e-mail compared without regard to case (a provider may answer
 * `Sara.Colombo@Scuola.example` for the address the school registered in lower case).
 */
export async function findUserByEmailIgnoringCase(
  db: Queryable,
  email: string,
): Promise<User | null> {
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1) ORDER BY id LIMIT 1`,
    [email],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<User | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export interface NewUser {
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  isAdmin?: boolean;
  passwordExpired?: boolean;
  schoolYear?: number | null;
  journeyUnlockedAt?: Date | null;
}

/** Inserts a user and answers its id. */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (email, name, role, is_admin, password_hash, password_expired,
       school_year, journey_unlocked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
    [
      user.email.toLowerCase(),
      user.name,
      user.role,
      user.isAdmin ?? false,
      user.passwordHash,
      user.passwordExpired ?? false,
      user.schoolYear ?? null,
      user.journeyUnlockedAt ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('INSERT INTO users returned no id.');
  return id;
}

/**
 * Replaces a password hash by a stronger one of the same password (rehash at sign-in). Only
 * when the stored hash is still the one that was verified: a password changed meanwhile wins.
 */
export async function replacePasswordHash(
  db: Queryable,
  userId: string,
  verifiedHash: string,
  strongerHash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
    userId,
    verifiedHash,
    strongerHash,
  ]);
}

/**
 * Sets a new password hash. `expired` is true for a one-time password (its owner must choose
 * their own at the next sign-in), false for one the owner chose.
 */
export async function setPasswordHash(
  db: Queryable,
  userId: string,
  passwordHash: string,
  expired: boolean,
): Promise<void> {
  // An erased account (docs/erasure-and-retention.md) never gets a usable password again: a
  // reset by a professor or an operator must not bring it back to life.
  await db.query(
    'UPDATE users SET password_hash = $2, password_expired = $3 WHERE id = $1 AND erased_at IS NULL',
    [userId, passwordHash, expired],
  );
}

/**
 * Moves the user from the school year the client saw to the next one (or graduates them); false
 * when the stored year is no longer the one seen, or the user has graduated.
 */
export async function advanceSchoolYear(
  db: Queryable,
  userId: string,
  seen: number,
  next: { schoolYear: number | null; graduated: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET school_year = $3, graduated_at = CASE WHEN $4 THEN $5::timestamptz END
     WHERE id = $1 AND school_year = $2 AND graduated_at IS NULL RETURNING id`,
    [userId, seen, next.schoolYear, next.graduated, now],
  );
  return rows.length > 0;
}

/** Whether the user has unlocked the journey (spec 01 §6); false for an unknown user. */
export async function isJourneyUnlocked(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query<{ unlocked: boolean }>(
    'SELECT journey_unlocked_at IS NOT NULL AS unlocked FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.unlocked ?? false;
}

/** A student account's id and name (null: no such student). */
export async function findStudentName(
  db: Queryable,
  userId: string,
): Promise<{ id: string; name: string } | null> {
  const [user] = await db.query<{ id: string; name: string }>(
    "SELECT id::text AS id, name FROM users WHERE id = $1 AND role = 'student'",
    [userId],
  );
  return user ?? null;
}

/** Sets the unlock time once; a second call keeps the first time. */
export async function unlockJourney(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE users SET journey_unlocked_at = COALESCE(journey_unlocked_at, $2) WHERE id = $1',
    [userId, now],
  );
}

export async function countUsers(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return rows[0]?.count ?? 0;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isAdmin: row.is_admin,
    passwordHash: row.password_hash,
    passwordExpired: row.password_expired,
    schoolYear: row.school_year,
    journeyUnlockedAt: row.journey_unlocked_at,
  };
}
