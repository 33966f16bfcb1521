import type { StudioItemKind } from '#common/api/studio/studio.ts';
import type { AccessClaims } from '#common/auth/claims.ts';
import type { Queryable } from '../db/database.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { coursesEditedBy } from './editor-repository.ts';

/**
 * Who may author what (issue 24): users with the admin flag author every item of every pack;
 * a live course's editors author that course's episodes and quizzes; everyone else is 403 on
 * every studio call. An item outside the caller's rights is 404, as if it did not exist.
 */
export interface StudioAuthor {
  userId: string;
  admin: boolean;
  /** Course key → its pack, for a course editor. */
  courses: ReadonlyMap<string, string>;
}

export async function studioAuthorOf(db: Queryable, auth: AccessClaims): Promise<StudioAuthor> {
  const courses = auth.admin ? [] : await coursesEditedBy(db, auth.user_id);
  if (!auth.admin && courses.length === 0) throw forbidden();
  return {
    userId: auth.user_id,
    admin: auth.admin,
    courses: new Map(courses.map((course) => [course.key, course.pack_key])),
  };
}

/** A pack the author may open: any for an admin, one with their courses for an editor. */
export function requirePackAccess(author: StudioAuthor, packKey: string): void {
  if (!author.admin && ![...author.courses.values()].includes(packKey)) throw notFound();
}

/** An item the author may change (404 otherwise). */
export function requireItemAccess(
  author: StudioAuthor,
  packKey: string,
  kind: StudioItemKind,
  key: string,
): void {
  requirePackAccess(author, packKey);
  if (author.admin) return;
  if (kind !== 'live_course' || author.courses.get(key) !== packKey) throw notFound();
}

/** The items of a pack a course editor sees; every item for an admin. */
export function canSeeItem(author: StudioAuthor, kind: StudioItemKind, key: string): boolean {
  return author.admin || (kind === 'live_course' && author.courses.has(key));
}
