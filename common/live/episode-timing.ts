/**
 * Where an episode stands at an instant (spec 02 §4): passed once its end is past, live while
 * the instant is within [start, end), upcoming before. One rule for the server (next live,
 * attendance) and the renderer (labels, countdown).
 */
export type EpisodeState = 'passed' | 'live' | 'upcoming';

/** `start` and `end` in seconds since the epoch, as the API sends them; `nowMs` in ms. */
export function episodeState(episode: { start: number; end: number }, nowMs: number): EpisodeState {
  const now = nowMs / 1000;
  if (now >= episode.end) return 'passed';
  if (now >= episode.start) return 'live';
  return 'upcoming';
}

/** Whole seconds until `start` (0 once started), for a countdown. */
export function secondsUntil(start: number, nowMs: number): number {
  return Math.max(0, Math.ceil(start - nowMs / 1000));
}
