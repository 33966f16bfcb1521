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
