import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { CONTENT_PACK_SCHEMA_PATH, contentPackJsonSchema } from './content-pack-schema.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

export const OPENAPI_PATH = '/api/docs/openapi.json';

/**
 * GET /api/docs/openapi.json: the API as OpenAPI 3.1 (and beside it the content packs' manifest
 * schema), generated from the declarations of
 * common/api, public so that a school's integrator can read it. Built once per process, for this
 * server's environment (development-only operations appear only where they exist).
 */
export async function openApiRoute(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument(packageVersion(), app.services.config.environment);
  app.get(OPENAPI_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return document;
  });
  const packSchema = contentPackJsonSchema();
  app.get(CONTENT_PACK_SCHEMA_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return packSchema;
  });
}

function packageVersion(): string {
  const url = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}
