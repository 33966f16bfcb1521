import { formatDecimal } from '#common/format/numbers.ts';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import { useProfileStats } from '../api/profile-calls.ts';

/**
 * PCTO hours and journey completion of a student: the owner's own, or (quietly, card hidden when
 * refused) a student a professor looks at, since only their own students' stats are given.
 */
export function StatsCard(props: { userId: string; title: string; quiet?: boolean }) {
  const { userId, title, quiet = false } = props;
  const stats = useProfileStats(userId, { quiet });
  if (quiet && stats.isError) return null;
  return (
    <section className="profile-card" aria-labelledby="stats-title">
      <h2 id="stats-title" className="profile-card__title">
        {title}
      </h2>
      {stats.isPending ? (
        <div className="skeleton-shine profile-card--placeholder" />
      ) : stats.isError ? (
        <p className="profile-text__empty">Statistiche non disponibili.</p>
      ) : (
        <dl className="profile-stats">
          <div>
            <dt>Ore PCTO certificate</dt>
            <dd>{formatPctoHoursText(stats.data.completed_pcto_minutes)}</dd>
          </div>
          <div>
            <dt>Percorso completato</dt>
            <dd>{formatDecimal(stats.data.total_percentage, 0)}%</dd>
          </div>
          <div>
            <dt>Attività obbligatorie completate</dt>
            <dd>{formatDecimal(stats.data.mandatory_percentage, 0)}%</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
