import type { Level } from '#common/api/journey/index.ts';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import { formatDuration } from './entity-presentation.ts';

/** The totals of a level: entities completed, points, PCTO hours and duration. */
export function levelTotals(level: Level) {
  return level.entities.reduce(
    (totals, entity) => ({
      completed: totals.completed + (entity.completed ? 1 : 0),
      entities: totals.entities + 1,
      points: totals.points + entity.points,
      pctoMinutes: totals.pctoMinutes + entity.pcto_minutes,
      duration: totals.duration + entity.total_duration,
    }),
    { completed: 0, entities: 0, points: 0, pctoMinutes: 0, duration: 0 },
  );
}

export function LevelSummary({ level }: { level: Level }) {
  const totals = levelTotals(level);
  return (
    <dl className="level-summary">
      <div>
        <dt>Completati</dt>
        <dd>
          {totals.completed}/{totals.entities}
        </dd>
      </div>
      <div>
        <dt>Punti</dt>
        <dd>{totals.points}</dd>
      </div>
      <div>
        <dt>PCTO</dt>
        <dd>{formatPctoHoursText(totals.pctoMinutes)}</dd>
      </div>
      <div>
        <dt>Durata</dt>
        <dd>{formatDuration(totals.duration)}</dd>
      </div>
    </dl>
  );
}
