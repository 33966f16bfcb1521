import {
  avatarPathOf,
  type EarnedBadge,
  type OwnProfile,
  type PublicProfile,
} from '#common/api/profile/index.ts';
import { badgeId, badgeName } from '#common/profile/badges.ts';
import { completionChecklist, completionPercentage } from '#common/profile/completion.ts';
import { titleProgress } from '#common/progress/titles.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import { requireVisibleUser, type Viewer } from '../privacy/student-access.ts';
import {
  completedEntities,
  findProfileRow,
  journeyTags,
  type CompletedEntity,
  type ProfileRow,
} from './profile-repository.ts';

/** The badges of the completed entities: num_badges each, in completion order. */
export function earnedBadges(completed: readonly CompletedEntity[]): EarnedBadge[] {
  return completed.flatMap((entity) =>
    Array.from({ length: entity.numBadges }, (_, index) => ({
      id: badgeId(entity.hexId, index + 1),
      name: badgeName(entity.title, index + 1, entity.numBadges),
      entity_title: entity.title,
      earned_at: entity.completedAt.toISOString(),
    })),
  );
}

/** The hashtags of the completed entities, alphabetical, each once. */
export function earnedTags(completed: readonly CompletedEntity[]): string[] {
  return [...new Set(completed.flatMap((entity) => entity.tags))].sort();
}

function publicPart(row: ProfileRow, completed: readonly CompletedEntity[]): PublicProfile {
  const progress = titleProgress(row.points);
  return {
    view: 'public',
    user_id: row.id,
    name: row.name,
    role: row.role,
    avatar_path: avatarPathOf(row.avatar_id),
    bio: row.bio,
    i_am: row.i_am,
    github_link: row.github_link,
    points: row.points,
    title: progress.title,
    next_title: progress.nextTitle,
    points_to_next_title: progress.pointsToNextTitle,
    badges: earnedBadges(completed),
    top_tags: row.favourite_tags,
  };
}

/**
 * The owner's profile: the public part plus every private field and the checklist. Built from
 * the database on every call, so an update's answer is what the next read shows.
 */
export async function loadOwnProfile(db: Queryable, userId: string): Promise<OwnProfile> {
  const row = await findProfileRow(db, userId);
  if (!row) throw notFound();
  const [completed, allTags] = await Promise.all([completedEntities(db, userId), journeyTags(db)]);
  const earned = new Set(earnedTags(completed));
  const favourites = new Set(row.favourite_tags);
  const items = completionChecklist({
    hasAvatar: row.avatar_id !== null,
    hasBio: row.bio !== null,
    hasMotto: row.i_am !== null,
    hobbies: row.hobbies,
    skills: row.skills,
    hasSecondaryEmail: row.sec_email !== null,
    hasGithubLink: row.github_link !== null,
    earnedTags: earned.size,
    favouriteTags: row.favourite_tags.filter((tag) => earned.has(tag)).length,
  });
  return {
    ...publicPart(row, completed),
    view: 'owner',
    email: row.email,
    sec_email: row.sec_email,
    school_year: row.school_year,
    graduated: row.graduated,
    can_contact: row.can_contact,
    newsletter: row.newsletter,
    profile_audience: row.profile_audience,
    ranking_by_name: row.ranking_by_name,
    tags: [...new Set([...allTags, ...earned])].sort().map((name) => ({
      name,
      earned: earned.has(name),
      favourite: favourites.has(name),
    })),
    completion_percentage: completionPercentage(items),
    completion_items: items,
  };
}

/**
 * A profile as `viewer` sees it: the owner's whole, or a student's public part when the access
 * rule grants it (issue 25: classmates and the student's professors, every student if the student
 * chose so, companies while the student consents); else 404. Only students have a public
 * profile. The private fields are never read into the answer.
 */
export async function loadProfileFor(
  db: Queryable,
  userId: string,
  viewer: NonNullable<Viewer>,
): Promise<OwnProfile | PublicProfile> {
  if (userId === viewer.id) return loadOwnProfile(db, userId);
  await requireVisibleUser(db, viewer, userId, 'public-profile');
  const row = await findProfileRow(db, userId);
  if (!row) throw notFound();
  return publicPart(row, await completedEntities(db, userId));
}
