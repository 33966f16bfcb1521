import type { ProfileAudience } from '#common/api/privacy/privacy.ts';
import type { Role } from '#common/auth/roles.ts';
import type { Queryable } from '../db/database.ts';

/** The profile columns of a user, with the counts the checklist needs. */
export interface ProfileRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  avatar_id: string | null;
  bio: string | null;
  i_am: string | null;
  github_link: string | null;
  sec_email: string | null;
  school_year: number | null;
  graduated: boolean;
  can_contact: boolean;
  newsletter: boolean;
  profile_audience: ProfileAudience;
  ranking_by_name: boolean;
  points: number;
  hobbies: number;
  skills: number;
  favourite_tags: string[];
}

/** A completed entity of the visible journey: the source of badges, hashtags and certificates. */
export interface CompletedEntity {
  hexId: string;
  title: string;
  numBadges: number;
  tags: string[];
  certificate: boolean;
  pctoMinutes: number;
  completedAt: Date;
}

/** One user's profile row, or null when the id names nobody. */
export async function findProfileRow(db: Queryable, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.query<ProfileRow>(
    `SELECT u.id::text AS id, u.email, u.name, u.role, u.avatar_id, u.bio, u.i_am, u.github_link,
            u.sec_email, u.school_year, u.graduated_at IS NOT NULL AS graduated, u.can_contact,
            u.newsletter, u.profile_audience, u.ranking_by_name,
            (SELECT coalesce(sum(p.points), 0) FROM user_points p WHERE p.user_id = u.id)::int
              AS points,
            (SELECT count(*) FROM user_hobbies h WHERE h.user_id = u.id)::int AS hobbies,
            (SELECT count(*) FROM user_skills s WHERE s.user_id = u.id)::int AS skills,
            coalesce((SELECT array_agg(t.tag ORDER BY t.tag) FROM user_favourite_tags t
                      WHERE t.user_id = u.id), ARRAY[]::text[]) AS favourite_tags
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row ?? null;
}

/** SQL: the entities of the visible journey (the hidden level 20 left out; on-demand kept). */
export const VISIBLE_ENTITY_SQL = `(e.level_id IS NULL OR e.level_id IN (
  SELECT l.id FROM levels l WHERE l.order_num <> 20))`;

/** The entities the user completed, oldest first. */
export async function completedEntities(db: Queryable, userId: string): Promise<CompletedEntity[]> {
  const rows = await db.query<{
    hex_id: string;
    title: string;
    num_badges: number;
    tags: unknown;
    certificate: boolean;
    pcto_minutes: number;
    completed_at: Date | string;
  }>(
    `SELECT e.hex_id, e.title, e.num_badges, e.tags, e.certificate, e.pcto_minutes, ep.completed_at
     FROM entity_progress ep JOIN entities e ON e.id = ep.entity_id
     WHERE ep.user_id = $1 AND ${VISIBLE_ENTITY_SQL}
     ORDER BY ep.completed_at, e.id`,
    [userId],
  );
  return rows.map((row) => ({
    hexId: row.hex_id,
    title: row.title,
    numBadges: row.num_badges,
    tags: Array.isArray(row.tags) ? row.tags.filter((tag) => typeof tag === 'string') : [],
    certificate: row.certificate,
    pctoMinutes: row.pcto_minutes,
    completedAt: new Date(row.completed_at),
  }));
}

/** Every hashtag of the visible journey, in alphabetical order. */
export async function journeyTags(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ tag: string }>(
    `SELECT DISTINCT t.tag FROM entities e, jsonb_array_elements_text(e.tags) AS t(tag)
     WHERE ${VISIBLE_ENTITY_SQL} ORDER BY t.tag`,
  );
  return rows.map((row) => row.tag);
}

/** The completion figures of spec 02 §3 stats, from progress. */
export async function progressStats(
  db: Queryable,
  userId: string,
): Promise<{
  pctoMinutes: number;
  total: number;
  done: number;
  mandatory: number;
  mandatoryDone: number;
}> {
  const [row] = await db.query<{
    pcto_minutes: number;
    total: number;
    done: number;
    mandatory: number;
    mandatory_done: number;
  }>(
    `SELECT
       (SELECT coalesce(sum(c.pcto_minutes), 0) FROM entity_progress cp
          JOIN entities c ON c.id = cp.entity_id AND c.certificate
          WHERE cp.user_id = $1)::int AS pcto_minutes,
       count(*)::int AS total,
       count(ep.user_id)::int AS done,
       count(*) FILTER (WHERE e.type IN ('module', 'final_test'))::int AS mandatory,
       count(ep.user_id) FILTER (WHERE e.type IN ('module', 'final_test'))::int AS mandatory_done
     FROM entities e JOIN levels l ON l.id = e.level_id AND l.order_num <> 20
     LEFT JOIN entity_progress ep ON ep.entity_id = e.id AND ep.user_id = $1`,
    [userId],
  );
  return {
    pctoMinutes: row?.pcto_minutes ?? 0,
    total: row?.total ?? 0,
    done: row?.done ?? 0,
    mandatory: row?.mandatory ?? 0,
    mandatoryDone: row?.mandatory_done ?? 0,
  };
}
