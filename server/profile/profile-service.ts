import { pctoHours } from '#common/format/pcto-hours.ts';
import type { AccessClaims } from '#common/auth/claims.ts';
import type { Database, Queryable } from '../db/database.ts';
import { validationFailed } from '../http/http-error.ts';
import { requireVisibleUser, viewerFromClaims } from '../privacy/student-access.ts';
import {
  replaceFavouriteTags,
  updateProfileColumns,
  type ProfileColumn,
} from './profile-fields-repository.ts';
import { completedEntities, progressStats } from './profile-repository.ts';
import { earnedTags, loadOwnProfile } from './profile-view.ts';

/** Share of `part` in `whole`, 0-100 with two decimals; an empty whole is 0. */
function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100;
}

/** The owner's stats, or a professor's own student's (the access rule's `progress`); else 404. */
export async function profileStats(db: Queryable, auth: AccessClaims, userId: string) {
  await requireVisibleUser(db, viewerFromClaims(auth), userId, 'progress');
  const stats = await progressStats(db, userId);
  return {
    completed_pcto_hours: pctoHours(stats.pctoMinutes),
    completed_pcto_minutes: stats.pctoMinutes,
    total_percentage: percentage(stats.done, stats.total),
    mandatory_percentage: percentage(stats.mandatoryDone, stats.mandatory),
  };
}

/** Edits the caller's own profile and answers the whole updated profile. */
export async function updateOwnProfile(
  db: Queryable,
  userId: string,
  columns: Partial<Record<ProfileColumn, string | boolean | null>>,
) {
  await updateProfileColumns(db, userId, columns);
  return loadOwnProfile(db, userId);
}

/** Favourites only among the hashtags earned (completed entities); the whole choice or nothing. */
export async function updateTopTags(db: Database, userId: string, tags: readonly string[]) {
  const earned = new Set(earnedTags(await completedEntities(db, userId)));
  const notEarned = tags.filter((tag) => !earned.has(tag));
  if (notEarned.length > 0) {
    throw validationFailed({
      tags: `Non hai ancora ottenuto ${notEarned.map((tag) => `#${tag}`).join(', ')}: completa le attività che lo assegnano.`,
    });
  }
  await db.transaction((tx) => replaceFavouriteTags(tx, userId, tags));
  return loadOwnProfile(db, userId);
}
