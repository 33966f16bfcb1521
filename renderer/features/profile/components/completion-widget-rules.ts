import type { OwnProfile } from '#common/api/profile/index.ts';
import { matchPath } from 'react-router';
import { isWithinArea, normalizePath } from '#common/routing/path-match.ts';
import { paths } from '#common/routing/paths.ts';

/** Where the widget's guidance button leads (spec 02 §2, §5). */
export type CompletionGuidance =
  | { label: 'Vai alle impostazioni'; to: string }
  | { label: 'Vai al profilo personale'; to: string }
  | { label: 'Vai ai riconoscimenti'; to: string };

type WidgetProfile = Pick<OwnProfile, 'completion_percentage' | 'completion_items' | 'tags'>;

/**
 * Spec 02 §2: shown while completion is below 100 (a missing percentage counts as 100), or while
 * the user has earned hashtags and marked none favourite. Students only, never on /welcome.
 */
export function isCompletionWidgetShown(
  profile: WidgetProfile | undefined,
  context: { role: string | null; pathname: string },
): boolean {
  if (context.role !== 'student' || isWithinArea(context.pathname, paths.welcome.path))
    return false;
  // A live episode fills the screen with the video and the chat's send box at the bottom,
  // where the floating widget would sit on top of them.
  if (isWithinArea(context.pathname, paths.liveWatch.path)) return false;
  // Nor over a quiz being taken: on a phone it would cover Avanti and 'Abbandona il quiz'.
  if (isTakingQuiz(context.pathname)) return false;
  if (!profile) return false;
  const percentage = profile.completion_percentage ?? 100;
  const earned = profile.tags.filter((tag) => tag.earned);
  const favouriteMissing = earned.length > 0 && !earned.some((tag) => tag.favourite);
  return percentage < 100 || favouriteMissing;
}

function isTakingQuiz(pathname: string): boolean {
  return (
    matchPath(paths.quiz.path, normalizePath(pathname)) !== null ||
    isWithinArea(pathname, paths.liveQuiz.path.replace('/:quizId', ''))
  );
}

/** The percentage as shown: rounded down. */
export const shownPercentage = (profile: WidgetProfile): number =>
  Math.floor(profile.completion_percentage ?? 100);

function isInSettings(pathname: string): boolean {
  return (
    isWithinArea(pathname, paths.settings.path) ||
    isWithinArea(pathname, paths.profileSettings.path)
  );
}

/**
 * The guidance button: settings first (an incomplete settings item, the user not already in
 * settings; on /profile too), then the profile page for its own items, then the awards section
 * for the favourite hashtag (§5: 'Vai ai riconoscimenti' to /profile?section=awards); none
 * when the user is already where the missing items are completed.
 */
export function completionGuidance(
  profile: WidgetProfile,
  location: { pathname: string; search: string },
): CompletionGuidance | null {
  const missing = profile.completion_items.filter((item) => !item.done);
  const onProfile = location.pathname === paths.profile.path;
  const section = new URLSearchParams(location.search).get('section');
  if (missing.some((item) => item.place === 'settings') && !isInSettings(location.pathname)) {
    return { label: 'Vai alle impostazioni', to: paths.settings.href() };
  }
  if (missing.some((item) => item.place === 'profile') && !onProfile) {
    return { label: 'Vai al profilo personale', to: paths.profile.href() };
  }
  if (missing.some((item) => item.place === 'awards') && !(onProfile && section === 'awards')) {
    return { label: 'Vai ai riconoscimenti', to: '/profile?section=awards' };
  }
  return null;
}
