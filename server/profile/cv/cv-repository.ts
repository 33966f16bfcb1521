import type { Cv, CvSummary } from '#common/api/profile/index.ts';
import { pctoHours } from '#common/format/pcto-hours.ts';
import { titleForPoints } from '#common/progress/titles.ts';
import type { Queryable, SqlParam } from '../../db/database.ts';
import { userHobbies, userSkills, containsPattern } from '../catalogue-repository.ts';
import { completedEntities, findProfileRow, VISIBLE_ENTITY_SQL } from '../profile-repository.ts';
import { earnedBadges, earnedTags } from '../profile-view.ts';

/** The pool (spec 02 §1): students who allowed companies to contact them (can_contact). */
const IN_POOL_SQL = `u.role = 'student' AND u.can_contact AND u.erased_at IS NULL`;

export interface CvPoolFilter {
  search?: string | undefined;
  skillIds?: readonly string[] | undefined;
  tags?: readonly string[] | undefined;
  schoolYear?: number | undefined;
  limit: number;
  offset: number;
}

/**
 * The WHERE of the pool with its filters: name contains `search`; every chosen skill among the
 * student's; every chosen hashtag earned (a completed entity carries it); the school year.
 */
const POOL_WHERE = `${IN_POOL_SQL}
  AND ($1::text IS NULL OR u.name ILIKE $1)
  AND ($2::int IS NULL OR u.school_year = $2)
  AND NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements_text($3::jsonb) AS wanted(id)
    WHERE NOT EXISTS (SELECT 1 FROM user_skills us
                      WHERE us.user_id = u.id AND us.skill_id = wanted.id::bigint))
  AND NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements_text($4::jsonb) AS wanted(tag)
    WHERE NOT EXISTS (SELECT 1 FROM entity_progress ep JOIN entities e ON e.id = ep.entity_id
                      WHERE ep.user_id = u.id AND e.tags ? wanted.tag))`;

function poolParams(filter: CvPoolFilter): SqlParam[] {
  return [
    filter.search ? containsPattern(filter.search) : null,
    filter.schoolYear ?? null,
    JSON.stringify(filter.skillIds ?? []),
    JSON.stringify(filter.tags ?? []),
  ];
}

/** One page of the pool, by name, and how many students match in all. */
export async function cvPoolPage(
  db: Queryable,
  filter: CvPoolFilter,
): Promise<{ items: CvSummary[]; total: number }> {
  const skillNames = (type: 'soft' | 'hard') =>
    `coalesce((SELECT array_agg(s.name ORDER BY s.name) FROM user_skills us
       JOIN skills s ON s.id = us.skill_id AND s.type = '${type}' WHERE us.user_id = u.id),
       ARRAY[]::text[])`;
  const rows = await db.query<{
    user_id: string;
    name: string;
    avatar_id: string | null;
    school_year: number | null;
    i_am: string | null;
    points: number;
    soft_skills: string[];
    hard_skills: string[];
    top_tags: string[];
    certificates_count: number;
    badges_count: number;
  }>(
    `SELECT u.id::text AS user_id, u.name, u.avatar_id, u.school_year, u.i_am,
       (SELECT coalesce(sum(p.points), 0) FROM user_points p WHERE p.user_id = u.id)::int AS points,
       ${skillNames('soft')} AS soft_skills,
       ${skillNames('hard')} AS hard_skills,
       coalesce((SELECT array_agg(t.tag ORDER BY t.tag) FROM user_favourite_tags t
                 WHERE t.user_id = u.id), ARRAY[]::text[]) AS top_tags,
       (SELECT count(*) FROM entity_progress ep JOIN entities e ON e.id = ep.entity_id
          AND e.certificate WHERE ep.user_id = u.id AND ${VISIBLE_ENTITY_SQL})::int
          AS certificates_count,
       (SELECT coalesce(sum(e.num_badges), 0) FROM entity_progress ep
          JOIN entities e ON e.id = ep.entity_id WHERE ep.user_id = u.id AND ${VISIBLE_ENTITY_SQL})::int
          AS badges_count
     FROM users u WHERE ${POOL_WHERE}
     ORDER BY u.name, u.id LIMIT $5 OFFSET $6`,
    [...poolParams(filter), filter.limit, filter.offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${POOL_WHERE}`,
    poolParams(filter),
  );
  return {
    items: rows.map(({ points, ...row }) => ({ ...row, title: titleForPoints(points) })),
    total: count?.total ?? 0,
  };
}

/** The skills and earned hashtags found among the pool's students, for the filters. */
export async function cvPoolFilters(db: Queryable) {
  const skills = await db.query<{ id: string; name: string; type: 'soft' | 'hard' }>(
    `SELECT DISTINCT s.id::text AS id, s.name, s.type FROM users u
     JOIN user_skills us ON us.user_id = u.id JOIN skills s ON s.id = us.skill_id
     WHERE ${IN_POOL_SQL} ORDER BY s.name, id`,
  );
  const tags = await db.query<{ tag: string }>(
    `SELECT DISTINCT t.tag FROM users u JOIN entity_progress ep ON ep.user_id = u.id
     JOIN entities e ON e.id = ep.entity_id, jsonb_array_elements_text(e.tags) AS t(tag)
     WHERE ${IN_POOL_SQL} ORDER BY t.tag`,
  );
  return { skills, tags: tags.map((row) => row.tag) };
}

/**
 * A student's whole CV, or null when the id names nobody. Whether the caller may read it (the
 * student's consent, read on every call) is the access rule's `cv`, asked before this.
 */
export async function loadCv(db: Queryable, userId: string): Promise<Cv | null> {
  const row = await findProfileRow(db, userId);
  if (!row) return null;
  const [completed, hobbies, skills] = await Promise.all([
    completedEntities(db, userId),
    userHobbies(db, userId),
    userSkills(db, userId),
  ]);
  const certificates = completed.filter((entity) => entity.certificate);
  const pctoMinutes = certificates.reduce((sum, entity) => sum + entity.pctoMinutes, 0);
  const badges = earnedBadges(completed);
  return {
    user_id: row.id,
    name: row.name,
    avatar_id: row.avatar_id,
    school_year: row.school_year,
    title: titleForPoints(row.points),
    i_am: row.i_am,
    soft_skills: skills.filter((skill) => skill.type === 'soft').map((skill) => skill.name),
    hard_skills: skills.filter((skill) => skill.type === 'hard').map((skill) => skill.name),
    top_tags: row.favourite_tags,
    certificates_count: certificates.length,
    badges_count: badges.length,
    // The student agreed to be contacted: the address they keep for it, else their account's.
    contact_email: row.sec_email ?? row.email,
    bio: row.bio,
    github_link: row.github_link,
    points: row.points,
    hobbies: hobbies.map((hobby) => hobby.name),
    earned_tags: earnedTags(completed),
    completed_pcto_hours: pctoHours(pctoMinutes),
    completed_pcto_minutes: pctoMinutes,
    certificates: certificates.map((entity) => ({
      title: entity.title,
      pcto_minutes: entity.pctoMinutes,
      obtained_at: entity.completedAt.toISOString(),
    })),
    badges: badges.map((badge) => ({ name: badge.name, earned_at: badge.earned_at })),
  };
}
