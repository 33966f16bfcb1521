import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendJsonNotFound } from '../http/not-found.ts';

/** The lesson clips that ship with the project (resources/media of the repository). */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../resources/media/', import.meta.url));

/** A plain file name: no directories, no dot files, one of the media extensions we ship. */
const MEDIA_FILE = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*\.(webm|mp4|vtt)$/i;

export interface MediaRouteOptions {
  mediaDir?: string;
}

/**
 * GET /media/{file}: lesson media from resources/media, for the video player (Episode.media_url).
 * Register with `{ prefix: '/media' }`. Only plain file names of that folder are served (no
 * paths, so no traversal); @fastify/static answers Range requests (206, seeking), the
 * Content-Type from the extension (video/webm), ETag and Last-Modified. Public and cacheable for
 * a day: the clips are the same for every user. A miss is the JSON 404 of API.md.
 */
export async function mediaRoute(app: FastifyInstance, options: MediaRouteOptions): Promise<void> {
  app.setNotFoundHandler(sendJsonNotFound);
  await app.register(fastifyStatic, {
    root: options.mediaDir ?? DEFAULT_MEDIA_DIR,
    prefix: '/',
    // The web UI's registration owns reply.sendFile.
    decorateReply: false,
    // The folder may be absent in a bare checkout; requests then get the 404 below.
    suppressWarning: true,
    index: false,
    list: false,
    serveDotFiles: false,
    allowedPath: (pathName) => MEDIA_FILE.test(pathName.replace(/^\//, '')),
    acceptRanges: true,
    // send's Cache-Control: 'public, max-age=86400'.
    maxAge: 86_400_000,
  });
}
