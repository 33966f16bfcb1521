import type { RankedStudent, RankingScope, StudentsRanking } from '#common/api/profile/index.ts';
import { titleForPoints } from '#common/progress/titles.ts';
import type { Queryable, SqlParam } from '../db/database.ts';
import { containsPattern } from './catalogue-repository.ts';

/** How many students the top and the bottom show, and how many neighbours on each side. */
const EDGE = 3;
const NEIGHBOURS = 2;

/**
 * The ranked students of a scope as SQL (`classroom`: parameter $1 is the caller): every student with an
 * unlocked journey, points from the ledger (one aggregate, by the user_points index), positions
 * by points and then by account age, so ties fall the same way every time. `classroom` keeps the
 * students enabled in the caller's active classrooms: a student's own, a professor's own.
 */
function rankedSql(scope: RankingScope): string {
  const classroom = `AND u.id IN (
      SELECT mate.student_id FROM classroom_students mate
      JOIN classrooms c ON c.id = mate.classroom_id AND NOT c.archived
      WHERE mate.state = 'enabled'
        AND (c.professor_id = $1::bigint OR c.id IN (
          SELECT mine.classroom_id FROM classroom_students mine
          WHERE mine.student_id = $1::bigint AND mine.state = 'enabled')))`;
  return `SELECT u.id, u.id::text AS user_id, u.name, u.avatar_id, coalesce(p.points, 0)::int AS points,
            (row_number() OVER (ORDER BY coalesce(p.points, 0) DESC, u.id))::int AS position,
            (count(*) OVER ())::int AS total
          FROM users u
          LEFT JOIN (SELECT user_id, sum(points) AS points FROM user_points GROUP BY user_id) p
            ON p.user_id = u.id
          WHERE u.role = 'student' AND u.journey_unlocked_at IS NOT NULL
            ${scope === 'classroom' ? classroom : ''}`;
}

interface RankedRow {
  user_id: string;
  name: string;
  avatar_id: string | null;
  points: number;
  position: number;
  total: number;
}

const toRanked = (row: RankedRow): RankedStudent => ({
  user_id: row.user_id,
  name: row.name,
  avatar_id: row.avatar_id,
  points: row.points,
  title: titleForPoints(row.points),
  position: row.position,
});

/**
 * The ranking around `userId` in one query: only the rows that are shown (top, neighbours,
 * bottom) leave the database, whatever the number of students.
 */
export async function studentsRanking(
  db: Queryable,
  userId: string,
  scope: RankingScope,
): Promise<StudentsRanking> {
  const rows = await db.query<RankedRow & { me: number | null }>(
    `WITH ranked AS (${rankedSql(scope)}),
          me AS (SELECT position FROM ranked WHERE id = $1::bigint)
     SELECT ranked.*, (SELECT position FROM me) AS me FROM ranked
     WHERE ranked.position <= $2 OR ranked.position > ranked.total - $2
        OR ranked.position BETWEEN (SELECT position FROM me) - $3 AND (SELECT position FROM me) + $3
     ORDER BY ranked.position`,
    [userId, EDGE, NEIGHBOURS],
  );
  const total = rows[0]?.total ?? 0;
  const me = rows[0]?.me ?? null;
  const ranked = rows.map(toRanked);
  const top = ranked.filter((row) => row.position <= EDGE);
  const bottom = ranked.filter((row) => row.position > Math.max(EDGE, total - EDGE));
  const between = (row: RankedStudent) => row.position > EDGE && row.position <= total - EDGE;
  return {
    filter_by: scope,
    total,
    top_students: top,
    previous_students: me === null ? [] : ranked.filter((row) => between(row) && row.position < me),
    current_student: me === null ? null : (ranked.find((row) => row.position === me) ?? null),
    next_students: me === null ? [] : ranked.filter((row) => between(row) && row.position > me),
    bottom_students: bottom,
  };
}

/**
 * Students of the whole ranking whose name contains `name`, by position (at most `cap`): the
 * caller pages them after the access rule has removed those it may not find by name.
 */
export async function searchStudentsRanking(
  db: Queryable,
  query: { name: string; cap: number },
): Promise<RankedStudent[]> {
  const params: SqlParam[] = [containsPattern(query.name), query.cap];
  const rows = await db.query<RankedRow>(
    `WITH ranked AS (${rankedSql('all')})
     SELECT ranked.* FROM ranked WHERE ranked.name ILIKE $1 ORDER BY ranked.position LIMIT $2`,
    params,
  );
  return rows.map(toRanked);
}
