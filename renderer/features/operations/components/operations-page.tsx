import type { ServerStatus } from '#common/api/operations/server-status.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useServerStatus } from '../api/server-status.ts';
import { BackupFigures } from './backup-figures.tsx';
import { formatCount, formatMs, formatWhen } from './format-figures.ts';
import { MinuteChart } from './minute-chart.tsx';
import { StorageFigures, TrafficFigures } from './server-figures.tsx';
import './operations.css';

/**
 * «Stato del server» (/admin/server, issue 28 §6): the operator's figures in Italian, the same as
 * /metrics and /api/health, refreshed every 30 s. Only for the admin flag: anyone else finds no
 * such page (the server answers 404 too).
 */
export default function OperationsPage() {
  const { claims } = useSession();
  const status = useServerStatus();
  if (!claims?.admin) return <ErrorPage status={404} />;
  return (
    <PageFrame>
      {status.isPending ? (
        <p className="operations__state" aria-busy="true">
          Caricamento dello stato del server…
        </p>
      ) : status.isError ? (
        <LoadError
          message="Impossibile leggere lo stato del server."
          onRetry={() => void status.refetch()}
        />
      ) : (
        <StatusView status={status.data} />
      )}
    </PageFrame>
  );
}

function StatusView({ status }: { status: ServerStatus }) {
  const now = Date.parse(status.generated_at);
  const minutes = status.last_hour.minutes;
  const quiet = status.last_hour.requests === 0;
  return (
    <div className="operations">
      <p className="operations__note">
        Aggiornato il {formatWhen(status.generated_at)}. Richieste, latenza e rifiuti sono di questo
        processo del server, avviato il {formatWhen(status.started_at)}: con più repliche ognuna
        conta i propri.
      </p>
      <div className="operations__cards">
        <StorageFigures status={status} />
        <BackupFigures backup={status.backup} now={now} />
        <TrafficFigures status={status} />
      </div>
      {quiet ? (
        <p className="operations__state">
          Nessuna richiesta nell&apos;ultima ora: i grafici appariranno con le prime richieste.
        </p>
      ) : (
        <div className="operations__charts">
          <MinuteChart
            id="operations-requests"
            title="Richieste al minuto, ultimi 60 minuti"
            points={minutes.map((minute) => ({ minute: minute.minute, value: minute.requests }))}
            format={(value) => formatCount(Math.round(value))}
            summary={`In totale ${formatCount(status.last_hour.requests)} richieste; al massimo ${formatCount(
              Math.max(...minutes.map((minute) => minute.requests)),
            )} in un minuto.`}
          />
          <MinuteChart
            id="operations-latency"
            title="Latenza p95 al minuto (ms), ultimi 60 minuti"
            points={minutes.map((minute) => ({ minute: minute.minute, value: minute.p95_ms }))}
            format={(value) => formatMs(value)}
            summary={`Latenza dell'ora: mediana ${formatMs(status.last_hour.p50_ms)}, p95 ${formatMs(
              status.last_hour.p95_ms,
            )}.`}
          />
        </div>
      )}
    </div>
  );
}
