import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge } from 'prom-client';
import {
  latestFinishedBackupRun,
  latestVerifiedBackupRun,
} from '../backup/backup-runs-repository.ts';
import { openChatSockets } from '../chat/chat-realtime-route.ts';
import { eventLoopLag } from './event-loop-lag.ts';

/**
 * GET /metrics in Prometheus's text format, for a scraper presenting HG_METRICS_TOKEN as a bearer
 * token; registered only when the token is set. Any other request gets the answer of an unknown
 * address (404), so nobody learns that the endpoint exists. The figures that are state rather than
 * counts (chat subscribers, the last backup, event-loop lag) are read at scrape time.
 */
export async function metricsRoute(app: FastifyInstance): Promise<void> {
  const { config, db, clock, metrics } = app.services;
  const expected = digest(`Bearer ${config.metricsToken}`);
  const { registry } = metrics;
  // Node's own figures: memory, CPU, handles, garbage collection, event-loop lag percentiles.
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'tj_chat_subscribers',
    help: "Open realtime chat sockets of this process (Rocket.Chat's DDP).",
    registers: [registry],
    collect() {
      this.set(openChatSockets());
    },
  });
  new Gauge({
    name: 'tj_event_loop_lag_p99_seconds',
    help: 'Event-loop lag, 99th percentile over the last minute.',
    registers: [registry],
    collect() {
      this.set(eventLoopLag().p99Ms / 1000);
    },
  });
  new Gauge({
    name: 'tj_backup_last_verified_age_seconds',
    help: 'Seconds since the newest verified backup started; +Inf when there is none.',
    registers: [registry],
    async collect() {
      const run = await latestVerifiedBackupRun(db);
      // Never backed up is as bad as backed up long ago: an alert on the age fires for both.
      this.set(run ? Math.max(0, (clock() - run.startedAt.getTime()) / 1000) : Infinity);
    },
  });
  new Gauge({
    name: 'tj_backup_last_failed',
    help: '1 when the newest backup that ended failed, else 0.',
    registers: [registry],
    async collect() {
      const run = await latestFinishedBackupRun(db);
      this.set(run?.outcome === 'failed' ? 1 : 0);
    },
  });

  app.get('/metrics', async (request, reply) => {
    if (!presentsToken(request, expected)) return reply.callNotFound();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

/** Compared as digests, in constant time: the token's length and prefix do not leak either. */
function presentsToken(request: FastifyRequest, expected: Buffer): boolean {
  const presented = request.headers.authorization;
  return typeof presented === 'string' && timingSafeEqual(digest(presented), expected);
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
