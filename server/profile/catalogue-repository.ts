import type { Hobby, Skill, SkillType } from '#common/api/profile/index.ts';
import { ERASED_USER_SQL } from '../privacy/erased-user-sql.ts';
import type { Queryable, SqlParam } from '../db/database.ts';

export interface CataloguePage<T> {
  items: T[];
  total: number;
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One alphabetical page of a catalogue and the number of all matches. The count comes with the
 * rows (a window count) and needs its own query only when the page is past the end.
 */
async function cataloguePage<T>(
  db: Queryable,
  from: { table: 'hobbies' | 'skills'; columns: string; where: string; params: SqlParam[] },
  page: { limit: number; offset: number },
): Promise<CataloguePage<T>> {
  const n = from.params.length;
  const rows = await db.query<T & { total: number }>(
    `SELECT ${from.columns}, (count(*) OVER ())::int AS total FROM ${from.table}
     WHERE ${from.where} ORDER BY name, id LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...from.params, page.limit, page.offset],
  );
  const total =
    rows[0]?.total ??
    (
      await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${from.table} WHERE ${from.where}`,
        from.params,
      )
    )[0]?.total ??
    0;
  return { items: rows.map(({ total: _total, ...item }) => item as T), total };
}

/** Hobbies whose name contains `search` (case-insensitive), alphabetical, one page. */
export function searchHobbies(
  db: Queryable,
  query: { search: string; limit: number; offset: number },
): Promise<CataloguePage<Hobby>> {
  return cataloguePage<Hobby>(
    db,
    {
      table: 'hobbies',
      columns: 'id::text AS id, name',
      where: 'name ILIKE $1',
      params: [containsPattern(query.search)],
    },
    query,
  );
}

/** Skills whose name contains `search`, of one type when given, alphabetical, one page. */
export function searchSkills(
  db: Queryable,
  query: { search: string; limit: number; offset: number; type?: SkillType | undefined },
): Promise<CataloguePage<Skill>> {
  return cataloguePage<Skill>(
    db,
    {
      table: 'skills',
      columns: 'id::text AS id, name, type',
      where: 'name ILIKE $1 AND ($2::text IS NULL OR type = $2)',
      params: [containsPattern(query.search), query.type ?? null],
    },
    query,
  );
}

export async function userHobbies(db: Queryable, userId: string): Promise<Hobby[]> {
  return db.query<Hobby>(
    `SELECT h.id::text AS id, h.name FROM user_hobbies uh JOIN hobbies h ON h.id = uh.hobby_id
     WHERE uh.user_id = $1 ORDER BY h.name, h.id`,
    [userId],
  );
}

export async function userSkills(db: Queryable, userId: string): Promise<Skill[]> {
  return db.query<Skill>(
    `SELECT s.id::text AS id, s.name, s.type FROM user_skills us JOIN skills s ON s.id = us.skill_id
     WHERE us.user_id = $1 ORDER BY s.name, s.id`,
    [userId],
  );
}

/** The ids among `ids` that name no hobby. */
export async function unknownHobbyIds(db: Queryable, ids: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT value AS id FROM jsonb_array_elements_text($1::jsonb)
     WHERE value::bigint NOT IN (SELECT id FROM hobbies)`,
    [JSON.stringify(ids)],
  );
  return rows.map((row) => row.id);
}

/** The ids among `ids` that name no skill of this type. */
export async function unknownSkillIds(
  db: Queryable,
  ids: readonly string[],
  type: SkillType,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT value AS id FROM jsonb_array_elements_text($1::jsonb)
     WHERE value::bigint NOT IN (SELECT id FROM skills WHERE type = $2)`,
    [JSON.stringify(ids), type],
  );
  return rows.map((row) => row.id);
}

/** Replaces a user's hobbies (run in a transaction: all or nothing). */
export async function replaceUserHobbies(
  tx: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<void> {
  await tx.query('DELETE FROM user_hobbies WHERE user_id = $1', [userId]);
  await tx.query(
    `INSERT INTO user_hobbies (user_id, hobby_id)
     SELECT $1, value::bigint FROM jsonb_array_elements_text($2::jsonb)
      WHERE NOT EXISTS (${ERASED_USER_SQL})`,
    [userId, JSON.stringify(ids)],
  );
}

/** Replaces a user's skills of both kinds (run in a transaction). */
export async function replaceUserSkills(
  tx: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<void> {
  await tx.query('DELETE FROM user_skills WHERE user_id = $1', [userId]);
  await tx.query(
    `INSERT INTO user_skills (user_id, skill_id)
     SELECT $1, value::bigint FROM jsonb_array_elements_text($2::jsonb)
      WHERE NOT EXISTS (${ERASED_USER_SQL})`,
    [userId, JSON.stringify(ids)],
  );
}
