import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonNotFound } from './not-found.ts';

/**
 * The latest-build descriptor the renderer's hourly version check fetches (written by
 * renderer/vite.config.ts). Never stored by any cache: a stale copy would hide a new build.
 */
export const BUILD_DESCRIPTOR_FILE = 'version.json';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Tech Journey</title></head>
<body><h1>Tech Journey</h1>
<p>L'interfaccia web non è ancora stata compilata. Avvia il server con <code>npm run serve</code>,
che la compila prima di partire.</p></body></html>
`;

/**
 * Serves the built web UI from `webDir` and answers every other request:
 * - a file of the build → the file (hashed assets cached for a year, index.html revalidated);
 * - a GET of a page path that accepts HTML → index.html (history routing of the SPA);
 * - anything else, and everything under /api → the JSON 404 of API.md.
 * Register on the root instance: the not-found handler set here is the root one.
 */
export async function webUi(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  await app.register(fastifyStatic, {
    root: webDir,
    // The build may appear after start (npm run build:web); until then the page below says so.
    suppressWarning: true,
    // Misses fall through to the not-found handler below (history fallback).
    wildcard: true,
    // The build writes .br and .gz siblings of its text files (scripts/build/precompress-plugin.ts);
    // they are sent as they are, with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, filePath) => res.header('cache-control', cacheControlOf(webDir, filePath)),
  });
  app.setNotFoundHandler((request, reply) => {
    if (!wantsPage(request)) return sendJsonNotFound(request, reply);
    if (!existsSync(indexFile)) {
      return reply.status(200).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return sendIndex(reply);
  });
}

/** Hashed assets live forever; the descriptor is never stored; the rest is revalidated. */
function cacheControlOf(webDir: string, filePath: string): string {
  if (filePath === join(webDir, BUILD_DESCRIPTOR_FILE)) return 'no-store';
  if (filePath.startsWith(join(webDir, 'assets'))) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function sendIndex(reply: FastifyReply): FastifyReply {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html');
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  const isApi = path === '/api' || path.startsWith('/api/');
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return !isApi && isRead && (request.headers.accept ?? '').includes('text/html');
}
