import { episodeState, secondsUntil } from '#common/live/episode-timing.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { Chip } from '../../../components/chip/chip.tsx';
import { Tooltip } from '../../../components/tooltip/tooltip.tsx';

/** '2 g 3 h', '3 h 05 min', '4 min 09 s': the time left before an episode starts. */
export function countdownText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days} g ${hours} h`;
  if (hours > 0) return `${hours} h ${two(minutes)} min`;
  return `${minutes} min ${two(rest)} s`;
}

/**
 * An episode's state as a chip: 'Registrazione' once passed, 'In diretta' while live, and a
 * countdown before it starts (spec 02 §4: passed once its end is past).
 */
export function EpisodeStatus({
  episode,
  now,
}: {
  episode: { start: number; end: number };
  now: number;
}) {
  const state = episodeState(episode, now);
  // A recording is watched on demand.
  if (state === 'passed') return <Chip type="on_demand">Registrazione</Chip>;
  if (state === 'live') return <Chip type="live">In diretta</Chip>;
  return (
    <Tooltip content={formatDateTime(episode.start * 1000)}>
      {/* Focusable so that a keyboard reads the start time a pointer sees. */}
      <Chip type="neutral" tabIndex={0}>
        Inizia tra {countdownText(secondsUntil(episode.start, now))}
      </Chip>
    </Tooltip>
  );
}
