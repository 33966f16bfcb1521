import { JOURNEY_TITLES, type JourneyTitle } from '#common/progress/titles.ts';

/** The Italian names of the journey titles, as the home page shows them. */
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
 * from the thresholds of common/progress so the bar agrees with the server's title.
 */
export function percentToNextTitle(points: number, title: JourneyTitle): number {
  const index = JOURNEY_TITLES.findIndex((entry) => entry.title === title);
  const current = JOURNEY_TITLES[index];
  const next = JOURNEY_TITLES[index + 1];
  if (!current || !next) return 100;
  const share = (points - current.minPoints) / (next.minPoints - current.minPoints);
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}
