import type { ServerStatus } from '#common/api/operations/server-status.ts';
import { formatDecimal } from '#common/format/numbers.ts';
import { formatBytes, formatCount, formatMs, formatWhen } from './format-figures.ts';

const ENGINES = { pglite: 'PGlite, integrato', postgres: 'PostgreSQL' } as const;

/** Database and disk: is the data reachable, and is there room for more. */
export function StorageFigures({ status }: { status: ServerStatus }) {
  const { database, disk } = status;
  const freeShare = disk && disk.total_bytes > 0 ? disk.free_bytes / disk.total_bytes : null;
  return (
    <section className="operations__card" aria-labelledby="operations-storage">
      <h2 id="operations-storage" className="operations__card-title">
        Database e disco
      </h2>
      <dl className="operations__figures">
        <dt>Database</dt>
        <dd>
          {database.reachable ? (
            <>
              Raggiungibile, risposta in {formatMs(database.ping_ms)} ({ENGINES[database.engine]})
            </>
          ) : (
            <span className="operations__bad">Non raggiungibile ({ENGINES[database.engine]})</span>
          )}
        </dd>
        <dt>Spazio libero</dt>
        <dd>
          {disk && freeShare !== null ? (
            <span className={freeShare < 0.1 ? 'operations__bad' : undefined}>
              {formatBytes(disk.free_bytes)} su {formatBytes(disk.total_bytes)} (
              {Math.round(freeShare * 100)} %)
            </span>
          ) : (
            'non rilevabile'
          )}
        </dd>
        {disk && (
          <>
            <dt>Rilevato</dt>
            <dd>{formatWhen(disk.checked_at)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** This process's last hour: traffic, latency, refusals, chat, event loop. */
export function TrafficFigures({ status }: { status: ServerStatus }) {
  const { last_hour, totals, chat_subscribers, event_loop_lag } = status;
  return (
    <section className="operations__card" aria-labelledby="operations-traffic">
      <h2 id="operations-traffic" className="operations__card-title">
        Ultima ora
      </h2>
      <dl className="operations__figures">
        <dt>Richieste</dt>
        <dd>
          {formatCount(last_hour.requests)} (media {formatDecimal(last_hour.requests / 60, 1)} al
          minuto)
        </dd>
        <dt>Latenza mediana (p50)</dt>
        <dd>{formatMs(last_hour.p50_ms)}</dd>
        <dt>Latenza p95</dt>
        <dd>{formatMs(last_hour.p95_ms)}</dd>
        <dt>Accessi non riusciti</dt>
        <dd>
          {formatCount(last_hour.sign_in_failures)} (dall&apos;avvio:{' '}
          {formatCount(totals.sign_in_failures)})
        </dd>
        <dt>Richieste rifiutate (troppe richieste)</dt>
        <dd>
          {formatCount(last_hour.throttled)} (dall&apos;avvio: {formatCount(totals.throttled)})
        </dd>
        <dt>Iscritti alla chat in tempo reale</dt>
        <dd>{formatCount(chat_subscribers)}</dd>
        <dt>Ritardo dell&apos;event loop (p99, max)</dt>
        <dd>
          {formatMs(event_loop_lag.p99_ms)}, {formatMs(event_loop_lag.max_ms)}
        </dd>
      </dl>
    </section>
  );
}
