import type { Queryable } from '../../db/database.ts';

/**
 * SQL of the data export (docs/data-export.md): the account, its profile and classrooms. Every
 * statement reads the rows of one user (`$1`) only; no other user's name, e-mail or id is read.
 */

export interface ExportAccountRow {
  id: string;
  name: string;
  email: string;
  role: string;
  is_admin: boolean;
  school_year: number | null;
  created_at: Date;
  graduated_at: Date | null;
  journey_unlocked_at: Date | null;
  avatar_id: string | null;
  bio: string | null;
  i_am: string | null;
  github_link: string | null;
  sec_email: string | null;
  newsletter: boolean;
  profile_audience: string;
  ranking_by_name: boolean;
  can_contact: boolean;
  contact_consent_at: Date | null;
}

export async function exportAccount(db: Queryable, userId: string) {
  const [row] = await db.query<ExportAccountRow>(
    `SELECT id::text AS id, name, email, role, is_admin, school_year, created_at, graduated_at,
            journey_unlocked_at, avatar_id, bio, i_am, github_link, sec_email, newsletter,
            profile_audience, ranking_by_name, can_contact, contact_consent_at
     FROM users WHERE id = $1`,
    [userId],
  );
  return row ?? null;
}

export const exportHobbies = (db: Queryable, userId: string) =>
  db.query<{ name: string }>(
    `SELECT h.name FROM user_hobbies uh JOIN hobbies h ON h.id = uh.hobby_id
     WHERE uh.user_id = $1 ORDER BY h.name`,
    [userId],
  );

export const exportSkills = (db: Queryable, userId: string) =>
  db.query<{ name: string; type: string }>(
    `SELECT s.name, s.type FROM user_skills us JOIN skills s ON s.id = us.skill_id
     WHERE us.user_id = $1 ORDER BY s.type, s.name`,
    [userId],
  );

export const exportFavouriteTags = (db: Queryable, userId: string) =>
  db.query<{ tag: string }>('SELECT tag FROM user_favourite_tags WHERE user_id = $1 ORDER BY tag', [
    userId,
  ]);

/**
 * The classrooms the user is in (a student) or teaches (a professor): their names and the
 * user's own state only, never the other members.
 */
export const exportClassrooms = (db: Queryable, userId: string) =>
  db.query<{ name: string; relation: string; state: string | null; since: Date }>(
    `SELECT c.name, 'student' AS relation, cs.state, cs.added_at AS since
     FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
     WHERE cs.student_id = $1
     UNION ALL
     SELECT c.name, 'professor' AS relation, CASE WHEN c.archived THEN 'archived' ELSE 'active' END,
            c.created_at
     FROM classrooms c WHERE c.professor_id = $1
     ORDER BY since, name`,
    [userId],
  );

/**
 * Sign-ins: one row per refresh family (one sign-in and its rotations). Token hashes and the
 * sealed successors are never read.
 */
export const exportSignIns = (db: Queryable, userId: string) =>
  db.query<{
    signed_in_at: Date;
    last_refreshed_at: Date;
    expires_at: Date;
    ended_at: Date | null;
  }>(
    `SELECT min(created_at) AS signed_in_at, max(created_at) AS last_refreshed_at,
            max(expires_at) AS expires_at, max(revoked_at) AS ended_at
     FROM refresh_tokens WHERE user_id = $1
     GROUP BY family_id ORDER BY signed_in_at DESC`,
    [userId],
  );

/** The chat's sessions: when each was opened and until when it held (no token hash). */
export const exportChatSessions = (db: Queryable, userId: string) =>
  db.query<{ created_at: Date; expires_at: Date }>(
    'SELECT created_at, expires_at FROM chat_tokens WHERE user_id = $1 ORDER BY created_at DESC',
    [userId],
  );

/** "Chi ha visto": who opened the user's CV or downloaded a file with their data. */
export const exportDataAccessLog = (db: Queryable, userId: string) =>
  db.query<{
    at: Date;
    action: string;
    viewer_role: string;
    viewer_name: string;
    detail: string | null;
  }>(
    `SELECT at, action, viewer_role, viewer_name, detail FROM data_access_log
     WHERE student_id = $1 ORDER BY at DESC, id DESC`,
    [userId],
  );

/** The user's notifications; the event key (it names others' replies) is left out. */
export const exportNotifications = (db: Queryable, userId: string) =>
  db.query<{
    event_key: string;
    text: string;
    link: string | null;
    created_at: Date;
    read_at: Date | null;
  }>(
    `SELECT event_key, text, link, created_at, read_at FROM notifications
     WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
