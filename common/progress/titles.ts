/** The journey titles in ascending order, with the points from which each one applies. */
export const JOURNEY_TITLES = [
  { title: 'noob', minPoints: 0 },
  { title: 'explorer', minPoints: 583 },
  { title: 'expert', minPoints: 1750 },
  { title: 'master', minPoints: 3495 },
  { title: 'champion', minPoints: 5829 },
  { title: 'nerd', minPoints: 8728 },
  { title: 'legend', minPoints: 11541 },
] as const;

export type JourneyTitle = (typeof JOURNEY_TITLES)[number]['title'];

/** Where a student stands: current title, the next one and how many points are missing to it. */
export interface TitleProgress {
  title: JourneyTitle;
  nextTitle: JourneyTitle | null;
  pointsToNextTitle: number | null;
}

/** The title earned with `points` (negative or fractional inputs count as their floor, min 0). */
export function titleForPoints(points: number): JourneyTitle {
  return titleProgress(points).title;
}

/** Current title, next title and the points still needed (null for both at the top title). */
export function titleProgress(points: number): TitleProgress {
  const safePoints = Number.isFinite(points) ? Math.max(0, Math.floor(points)) : 0;
  let index = 0;
  for (let i = 0; i < JOURNEY_TITLES.length; i++) {
    if (safePoints >= JOURNEY_TITLES[i]!.minPoints) index = i;
  }
  const next = JOURNEY_TITLES[index + 1];
  return {
    title: JOURNEY_TITLES[index]!.title,
    nextTitle: next ? next.title : null,
    pointsToNextTitle: next ? next.minPoints - safePoints : null,
  };
}

/** The titles as users read them (the same words in the app and in generated files). */
export const TITLE_LABELS: Record<JourneyTitle, string> = {
  noob: 'Noob',
  explorer: 'Explorer',
  expert: 'Expert',
  master: 'Master',
  champion: 'Champion',
  nerd: 'Nerd',
  legend: 'Legend',
};

/**
 * How far the user is from the current title to the next one, 0-100 (100 at the top title),
 * from the same thresholds as the server's title, so the bar agrees with it.
 */
export function percentToNextTitle(points: number, title: JourneyTitle): number {
  const index = JOURNEY_TITLES.findIndex((entry) => entry.title === title);
  const current = JOURNEY_TITLES[index];
  const next = JOURNEY_TITLES[index + 1];
  if (!current || !next) return 100;
  const share = (points - current.minPoints) / (next.minPoints - current.minPoints);
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}
