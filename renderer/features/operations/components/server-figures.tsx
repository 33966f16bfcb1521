import type { ServerStatus } from '#common/api/operations/server-status.ts';
import { formatDecimal } from '#common/format/numbers.ts';
import { formatBytes, formatCount, formatMs, formatWhen } from './format-figures.ts';

const ENGINES = { pglite: 'PGlite (integrato)', postgres: 'PostgreSQL' } as const;

/** Database and disk: is the data reachable, and is there room for more. */
export function StorageFigures({ status }: { status: ServerStatus }) {
  const { database, disk } = status;
  const freeShare = disk && disk.totalBytes > 0 ? disk.freeBytes / disk.totalBytes : null;
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
              Raggiungibile, risposta in {formatMs(database.pingMs)} ({ENGINES[database.engine]})
            </>
          ) : (
            <span className="operations__bad">Non raggiungibile ({ENGINES[database.engine]})</span>
          )}
        </dd>
        <dt>Spazio libero</dt>
        <dd>
          {disk && freeShare !== null ? (
            <span className={freeShare < 0.1 ? 'operations__bad' : undefined}>
              {formatBytes(disk.freeBytes)} su {formatBytes(disk.totalBytes)} (
              {Math.round(freeShare * 100)} %)
            </span>
          ) : (
            'non rilevabile'
          )}
        </dd>
        {disk && (
          <>
            <dt>Rilevato</dt>
            <dd>{formatWhen(disk.checkedAt)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** This process's last hour: traffic, latency, refusals, chat, event loop. */
export function TrafficFigures({ status }: { status: ServerStatus }) {
  const { lastHour, totals, chatSubscribers, eventLoopLag } = status;
  return (
    <section className="operations__card" aria-labelledby="operations-traffic">
      <h2 id="operations-traffic" className="operations__card-title">
        Ultima ora
      </h2>
      <dl className="operations__figures">
        <dt>Richieste</dt>
        <dd>
          {formatCount(lastHour.requests)} (media {formatDecimal(lastHour.requests / 60, 1)} al
          minuto)
        </dd>
        <dt>Latenza mediana (p50)</dt>
        <dd>{formatMs(lastHour.p50Ms)}</dd>
        <dt>Latenza p95</dt>
        <dd>{formatMs(lastHour.p95Ms)}</dd>
        <dt>Accessi non riusciti</dt>
        <dd>
          {formatCount(lastHour.signInFailures)} (dall&apos;avvio:{' '}
          {formatCount(totals.signInFailures)})
        </dd>
        <dt>Richieste rifiutate (troppe richieste)</dt>
        <dd>
          {formatCount(lastHour.throttled)} (dall&apos;avvio: {formatCount(totals.throttled)})
        </dd>
        <dt>Iscritti alla chat in tempo reale</dt>
        <dd>{formatCount(chatSubscribers)}</dd>
        <dt>Ritardo dell&apos;event loop (p99, max)</dt>
        <dd>
          {formatMs(eventLoopLag.p99Ms)}, {formatMs(eventLoopLag.maxMs)}
        </dd>
      </dl>
    </section>
  );
}
