import type { ServerStatus } from '#common/api/operations/server-status.ts';
import { formatAge, formatBytes, formatWhen } from './format-figures.ts';

const WARNINGS = {
  failed: "L'ultimo backup non è riuscito: i dati recenti non sono protetti.",
  stale: 'Il backup verificato più recente è più vecchio di due intervalli.',
  none: 'Non risulta ancora nessun backup verificato.',
} as const;

/**
 * The last backup: outcome, when, size, and a warning (an alert, so it is heard at once) when it
 * failed, when the last good one is older than two intervals, or when there never was one.
 */
export function BackupFigures({ backup, now }: { backup: ServerStatus['backup']; now: number }) {
  const { last, last_verified_at, warning, expected_interval_hours } = backup;
  return (
    <section className="operations__card" aria-labelledby="operations-backup">
      <h2 id="operations-backup" className="operations__card-title">
        Ultimo backup
      </h2>
      {warning && (
        <p className="operations__warning" role="alert">
          {WARNINGS[warning]} Controlla il registro del server e la cartella dei backup.
        </p>
      )}
      <dl className="operations__figures">
        <dt>Esito</dt>
        <dd>{last ? (last.outcome === 'verified' ? 'Verificato' : 'Non riuscito') : '—'}</dd>
        {last && (
          <>
            <dt>Iniziato</dt>
            <dd>
              {formatWhen(last.started_at)} ({formatAge(now - Date.parse(last.started_at))} fa)
            </dd>
            {last.size_bytes !== null && (
              <>
                <dt>Dimensione</dt>
                <dd>{formatBytes(last.size_bytes)}</dd>
              </>
            )}
            {last.problem && (
              <>
                <dt>Problema</dt>
                <dd>{last.problem}</dd>
              </>
            )}
          </>
        )}
        <dt>Ultimo backup verificato</dt>
        <dd>{last_verified_at ? formatWhen(last_verified_at) : 'nessuno'}</dd>
        <dt>Intervallo previsto</dt>
        <dd>ogni {expected_interval_hours} ore</dd>
      </dl>
    </section>
  );
}
