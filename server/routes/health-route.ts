import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '#common/api/health.ts';
import { pingDatabase } from '../db/ping.ts';
import type { OperationsReading } from '../operations/operations-watch.ts';

/**
 * A database answer this recent stands for the next health checks: a load balancer polls every
 * few seconds, and a burst of checks must not queue in front of PGlite's one connection.
 */
export const HEALTH_FRESH_MS = 1000;

/**
 * GET /api/health for load balancers: 200 when the database answered within the last second
 * (checking it again otherwise, once for all checks arriving meanwhile), 503 when it does not
 * answer. Failures are never remembered: the next check asks the database again. The body adds
 * disk space and the last backup for the operator, from the operations watch's background
 * reading (every 30 s), never read on a check.
 */
export async function healthRoute(app: FastifyInstance): Promise<void> {
  const { db, clock, operations, metrics } = app.services;
  let answeredAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  const checkDatabase = () =>
    (checking ??= pingDatabase(db)
      .then(() => {
        answeredAt = clock();
      })
      .finally(() => {
        checking = null;
      }));
  // The body changes only with a new background reading: serialised once per reading, so a
  // check costs an identity comparison. A few hundred bytes, under the compression threshold,
  // so the route skips the compression decision. A fresh check answers at once, without the
  // promise an async handler makes on every request. No latency histogram here (a counter only):
  // this route is benchmarked against bare Fastify (docs/performance.md), and a load balancer's
  // polls would drown the figures of the requests people make.
  let bodyOf: OperationsReading | undefined;
  let body = '';
  const currentBody = () => {
    const reading = operations.current();
    if (reading !== bodyOf) {
      bodyOf = reading;
      body = JSON.stringify(healthBody(db.engine, reading));
    }
    return body;
  };
  app.get('/api/health', { compress: false }, (_request, reply) => {
    metrics.healthCheck();
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    if (clock() - answeredAt < HEALTH_FRESH_MS) reply.send(currentBody());
    else
      checkDatabase().then(
        () => reply.send(currentBody()),
        (error: unknown) => reply.send(error),
      );
  });
}

function healthBody(
  engine: HealthResponse['database'],
  reading: OperationsReading,
): HealthResponse {
  const { checkedAt, disk, lastBackup } = reading;
  const finishedAt = lastBackup?.finishedAt ?? lastBackup?.startedAt;
  return {
    status: 'ok',
    database: engine,
    checked_at: checkedAt === null ? null : new Date(checkedAt).toISOString(),
    disk: disk && { free_bytes: disk.freeBytes, total_bytes: disk.totalBytes },
    last_backup:
      lastBackup && finishedAt && lastBackup.outcome !== 'running'
        ? {
            outcome: lastBackup.outcome,
            finished_at: finishedAt.toISOString(),
            age_seconds: Math.max(
              0,
              Math.round(((checkedAt ?? finishedAt.getTime()) - finishedAt.getTime()) / 1000),
            ),
          }
        : null,
  };
}
