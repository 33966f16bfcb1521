import type { StudioLiveCourse, StudioProblem } from '#common/api/studio/studio.ts';
import { overlappingEpisodes } from '#common/content-pack/rules.ts';

/**
 * The overlap warnings of each episode (by index): the workspace's (the server's check of the
 * saved draft) and the same rule (rules.ts) on the episodes as they are being typed, so a
 * warning appears at once and goes when the times are fixed. Warnings never block saving.
 */
export function episodeWarnings(
  course: StudioLiveCourse,
  workspaceWarnings: readonly StudioProblem[],
): Map<number, string[]> {
  const byIndex = new Map<number, string[]>();
  const add = (index: number, message: string) => {
    const list = byIndex.get(index) ?? [];
    if (!list.includes(message)) list.push(message);
    byIndex.set(index, list);
  };
  const index = new Map(course.episodes.map((episode, at) => [episode.key, at]));
  const title = (key: string) => course.episodes[index.get(key) ?? -1]?.title ?? key;
  const timed = course.episodes.flatMap((episode) =>
    episode.starts_at
      ? [{ key: episode.key, startsAt: new Date(episode.starts_at), minutes: episode.minutes }]
      : [],
  );
  const local = overlappingEpisodes(timed);
  for (const [first, second] of local) {
    add(index.get(second) ?? -1, `«${title(second)}» si sovrappone a «${title(first)}».`);
  }
  // The server's warnings for a schedule the author has not changed since (same pair of keys).
  const pairs = new Set(local.map(([first, second]) => `${first} ${second}`));
  for (const warning of workspaceWarnings) {
    if (warning.kind !== 'live_course' || warning.key !== course.key) continue;
    const at = /^episodes\[(\d+)\]/.exec(warning.place);
    if (!at) continue;
    const episode = course.episodes[Number(at[1])];
    if (!episode || [...pairs].some((pair) => pair.endsWith(` ${episode.key}`))) continue;
    add(Number(at[1]), warning.message);
  }
  return byIndex;
}
