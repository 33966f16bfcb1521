import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '#common/api/health.ts';

/** GET /api/health for load balancers: 200 when the database answers, 503 otherwise. */
export async function healthRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    await app.services.db.query('SELECT 1');
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: app.services.db.engine } satisfies HealthResponse;
  });
}
