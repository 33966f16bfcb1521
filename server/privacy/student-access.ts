import { idSchema } from '#common/api/journey/ids.ts';
import type { Role } from '#common/auth/roles.ts';
import {
  maySeeStaffPart,
  maySeeStudentPart,
  type StudentPart,
  type ViewerRelation,
} from '#common/privacy/student-visibility.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import { relationRows, type RelationRow } from './student-relation-repository.ts';

/**
 * Every call that returns a student's data asks here (issue 25): the viewer's relation to each
 * student comes from the database, the verdict from the one rule in
 * common/privacy/student-visibility.ts. Denied ids are 404 like unknown ones.
 */

/** The caller: nobody (a public call) or a signed-in user. */
export type Viewer = { id: string; role: Role; admin: boolean } | null;

function relationOf(viewer: Viewer, row: RelationRow): ViewerRelation {
  if (viewer === null) return 'anonymous';
  if (viewer.id === row.id) return 'self';
  if (row.own_professor && viewer.role === 'professor') return 'own-professor';
  if (row.classmate && viewer.role === 'student') return 'classmate';
  if (row.chat_mate) return 'chat-mate';
  if (viewer.admin) return 'platform-admin';
  switch (viewer.role) {
    case 'student':
      return 'platform-student';
    case 'professor':
      return 'other-professor';
    case 'sorintian':
      return 'company';
    case 'visitor':
      return 'visitor';
  }
}

function verdict(viewer: Viewer, row: RelationRow, part: StudentPart): boolean {
  const relation = relationOf(viewer, row);
  if (row.role !== 'student') return maySeeStaffPart(part, relation);
  return maySeeStudentPart(part, relation, {
    profileAudience: row.profile_audience,
    rankingByName: row.ranking_by_name,
    canContact: row.can_contact,
    erased: row.erased,
  });
}

/** The ids among `userIds` whose `part` the viewer may see (one query, whatever their number). */
export async function visibleUserIds(
  db: Queryable,
  viewer: Viewer,
  userIds: readonly string[],
  part: StudentPart,
): Promise<Set<string>> {
  // What is not an id on the wire names nobody (and must not reach the bigint cast).
  const ids = [...new Set(userIds)].filter((id) => idSchema.safeParse(id).success);
  if (viewer === null || ids.length === 0) return new Set();
  const rows = await relationRows(db, viewer, ids, part === 'chat-identity');
  return new Set(rows.filter((row) => verdict(viewer, row, part)).map((row) => row.id));
}

/** Whether the viewer may see `part` of the user `userId`. */
export async function maySeeUser(
  db: Queryable,
  viewer: Viewer,
  userId: string,
  part: StudentPart,
): Promise<boolean> {
  return (await visibleUserIds(db, viewer, [userId], part)).has(userId);
}

/** The same, as a guard: a user the viewer may not see is 404, exactly like one that is not. */
export async function requireVisibleUser(
  db: Queryable,
  viewer: Viewer,
  userId: string,
  part: StudentPart,
): Promise<void> {
  if (!(await maySeeUser(db, viewer, userId, part))) throw notFound();
}

/** The viewer of a signed-in call, from its access token's claims. */
export function viewerFromClaims(auth: {
  user_id: string;
  role: Role;
  admin: boolean;
}): NonNullable<Viewer> {
  return { id: auth.user_id, role: auth.role, admin: auth.admin };
}
