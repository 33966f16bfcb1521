import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { buildOpenApiDocument } from './openapi-document.ts';

export const OPENAPI_PATH = '/api/docs/openapi.json';

/**
 * GET /api/docs/openapi.json: the API as OpenAPI 3.1, generated from the declarations of
 * common/api, public so that a school's integrator can read it. Built once per process, for this
 * server's environment (development-only operations appear only where they exist).
 */
export async function openApiRoute(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument(packageVersion(), app.services.config.environment);
  app.get(OPENAPI_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return document;
  });
}

function packageVersion(): string {
  const url = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}
