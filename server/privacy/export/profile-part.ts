import type { Queryable } from '../../db/database.ts';
import { completedEntities } from '../../profile/profile-repository.ts';
import { earnedBadges } from '../../profile/profile-view.ts';
import { ownAssertions } from '../../profile/badges/badge-service.ts';
import {
  exportClassrooms,
  exportFavouriteTags,
  exportHobbies,
  exportSkills,
  type ExportAccountRow,
} from './export-account-repository.ts';

/** profilo.json: the account, every profile field (private ones too) and the privacy choices. */
export async function profilePart(db: Queryable, account: ExportAccountRow) {
  const [hobbies, skills, tags, classrooms] = await Promise.all([
    exportHobbies(db, account.id),
    exportSkills(db, account.id),
    exportFavouriteTags(db, account.id),
    exportClassrooms(db, account.id),
  ]);
  return {
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      role: account.role,
      is_admin: account.is_admin,
      school_year: account.school_year,
      created_at: account.created_at,
      graduated_at: account.graduated_at,
      journey_unlocked_at: account.journey_unlocked_at,
    },
    profile: {
      avatar_id: account.avatar_id,
      bio: account.bio,
      motto: account.i_am,
      github_link: account.github_link,
      secondary_email: account.sec_email,
      newsletter: account.newsletter,
      hobbies: hobbies.map((hobby) => hobby.name),
      skills: skills.map((skill) => ({ name: skill.name, type: skill.type })),
      favourite_tags: tags.map((tag) => tag.tag),
    },
    privacy: {
      profile_audience: account.profile_audience,
      ranking_by_name: account.ranking_by_name,
      can_contact: account.can_contact,
      contact_consent_at: account.contact_consent_at,
    },
    classrooms,
  };
}

/**
 * badge.json: the badges earned by completing modules, and the Open Badges assertions issued
 * (the owner's view: no salt, the hashed recipient stays on the public document only).
 */
export async function badgePart(db: Queryable, userId: string) {
  const [completed, assertions] = await Promise.all([
    completedEntities(db, userId),
    ownAssertions(db, userId),
  ]);
  return { earned_badges: earnedBadges(completed), open_badges_assertions: assertions };
}
