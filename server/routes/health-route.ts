import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '#common/api/health.ts';
import { pingDatabase } from '../db/ping.ts';

/**
 * A database answer this recent stands for the next health checks: a load balancer polls every
 * few seconds, and a burst of checks must not queue in front of PGlite's one connection.
 */
export const HEALTH_FRESH_MS = 1000;

/**
 * GET /api/health for load balancers: 200 when the database answered within the last second
 * (checking it again otherwise, once for all checks arriving meanwhile), 503 when it does not
 * answer. Failures are never remembered: the next check asks the database again.
 */
export async function healthRoute(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
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
  // The answer never changes: serialised once. A few dozen bytes, under the compression
  // threshold, so the route skips the compression decision. A fresh check answers at once,
  // without the promise an async handler makes on every request.
  const body = JSON.stringify({ status: 'ok', database: db.engine } satisfies HealthResponse);
  app.get('/api/health', { compress: false }, (_request, reply) => {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    if (clock() - answeredAt < HEALTH_FRESH_MS) reply.send(body);
    else
      checkDatabase().then(
        () => reply.send(body),
        (error: unknown) => reply.send(error),
      );
  });
}
