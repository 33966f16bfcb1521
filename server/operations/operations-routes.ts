import type { FastifyInstance } from 'fastify';
import { operationsEndpoints } from '#common/api/operations/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { serverStatus } from './operations-service.ts';

/**
 * The admin page «Stato del server» (common/api/operations). For users with the admin flag (a
 * flag, not a role: checked here); anyone else gets 404, so the page's existence is not told.
 */
export async function operationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, operationsEndpoints.getServerStatus, async ({ auth }) => {
    if (!auth.admin) throw notFound();
    return serverStatus(app.services);
  });
}
