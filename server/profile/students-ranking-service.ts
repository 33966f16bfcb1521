import type { RankedStudent, RankingScope, StudentsRanking } from '#common/api/profile/index.ts';
import type { Queryable } from '../db/database.ts';
import { visibleUserIds, type Viewer } from '../privacy/student-access.ts';
import { searchStudentsRanking, studentsRanking } from './students-ranking-repository.ts';

/** How many name matches a search reads before the access rule and the page (a name is needed). */
const SEARCH_CAP = 5000;

/** The ranked students whose names the viewer may see (the access rule's `ranking-name`). */
async function namedIds(db: Queryable, viewer: NonNullable<Viewer>, rows: RankedStudent[]) {
  const ids = rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
  return visibleUserIds(db, viewer, ids, 'ranking-name');
}

/**
 * The ranking as `viewer` sees it: every student counted in their place, those who did not
 * choose to appear by name (and are not the viewer's classmates or students) as "Studente",
 * with no id or avatar to follow.
 */
export async function rankingFor(
  db: Queryable,
  viewer: NonNullable<Viewer>,
  scope: RankingScope,
): Promise<StudentsRanking> {
  const ranking = await studentsRanking(db, viewer.id, scope);
  const rows = [
    ...ranking.top_students,
    ...ranking.previous_students,
    ...(ranking.current_student ? [ranking.current_student] : []),
    ...ranking.next_students,
    ...ranking.bottom_students,
  ];
  const named = await namedIds(db, viewer, rows);
  const shown = (row: RankedStudent): RankedStudent =>
    row.user_id !== null && named.has(row.user_id)
      ? row
      : { ...row, user_id: null, name: 'Studente', avatar_id: null };
  return {
    ...ranking,
    top_students: ranking.top_students.map(shown),
    previous_students: ranking.previous_students.map(shown),
    current_student: ranking.current_student && shown(ranking.current_student),
    next_students: ranking.next_students.map(shown),
    bottom_students: ranking.bottom_students.map(shown),
  };
}

/**
 * A search by name finds only students the viewer may see by name: someone who chose not to
 * appear must not be found by typing their name either.
 */
export async function rankingSearchFor(
  db: Queryable,
  viewer: NonNullable<Viewer>,
  query: { name: string; limit: number; offset: number },
): Promise<{ items: RankedStudent[]; total: number }> {
  const matches = await searchStudentsRanking(db, { name: query.name, cap: SEARCH_CAP });
  const named = await namedIds(db, viewer, matches);
  const found = matches.filter((row) => row.user_id !== null && named.has(row.user_id));
  return { items: found.slice(query.offset, query.offset + query.limit), total: found.length };
}
