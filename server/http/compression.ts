import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text the server builds per request (JSON, HTML, SVG, CSS, JS). Downloads are left alone:
 * PDF, XLSX and ZIP are compressed already, and media are streamed with ranges.
 */
const COMPRESSIBLE = /^(application\/json|text\/|application\/javascript|image\/svg\+xml)/;

/**
 * Compresses answers above the threshold with brotli or gzip, as the client accepts. Brotli at
 * quality 4: nearly gzip's speed with a smaller result (quality 11, zlib's default, costs tens
 * of ms per answer). Files of the web build are precompressed at build time and served as
 * they are (web-ui.ts), so this plugin leaves them be. Request bodies are never decompressed:
 * a small compressed upload must not expand past the size limits.
 * Register before every route (its hook is global).
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
