import {
  completionChecklist,
  completionPercentage,
  type CompletionItemKey,
} from '#common/profile/completion.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';

/**
 * The own profile of a fake student (user id 41: pass it as the token's user_id), with the
 * checklist computed by the same rule as the server, so fixtures cannot disagree with it.
 */
export function ownProfileFixture(
  options: {
    done?: readonly CompletionItemKey[];
    earnedTags?: readonly string[];
    favouriteTags?: readonly string[];
    overrides?: Partial<OwnProfile>;
  } = {},
): OwnProfile {
  const done = new Set(options.done ?? []);
  const earned = options.earnedTags ?? ['html', 'git'];
  const favourites = options.favouriteTags ?? (done.has('favourite_tag') ? [earned[0]!] : []);
  const items = completionChecklist({
    hasAvatar: done.has('avatar'),
    hasBio: done.has('bio'),
    hasMotto: done.has('motto'),
    hobbies: done.has('hobby') ? 1 : 0,
    skills: done.has('skill') ? 1 : 0,
    hasSecondaryEmail: done.has('contacts'),
    hasGithubLink: done.has('contacts'),
    earnedTags: earned.length,
    favouriteTags: favourites.length,
  });
  return {
    view: 'owner',
    user_id: '41',
    name: 'Giulia Bianchi',
    role: 'student',
    avatar_path: done.has('avatar') ? '/user/avatar/moon' : null,
    bio: done.has('bio') ? 'Studio informatica.' : null,
    i_am: done.has('motto') ? 'Sempre avanti.' : null,
    github_link: done.has('contacts') ? 'https://github.com/giulia' : null,
    points: 600,
    title: 'explorer',
    next_title: 'expert',
    points_to_next_title: 1150,
    badges: [],
    top_tags: [...favourites],
    email: 'giulia@demo.test',
    sec_email: done.has('contacts') ? 'giulia@esempio.it' : null,
    school_year: 3,
    graduated: false,
    can_contact: false,
    profile_audience: 'school',
    ranking_by_name: false,
    newsletter: false,
    tags: [...earned, 'docker'].map((name) => ({
      name,
      earned: earned.includes(name),
      favourite: favourites.includes(name),
    })),
    completion_percentage: completionPercentage(items),
    completion_items: items,
    ...options.overrides,
  };
}
