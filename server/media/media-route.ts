import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES } from '#common/api/errors.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { sendJsonNotFound } from '../http/not-found.ts';
import { byteRangeOf } from './byte-range.ts';
import { mediaDirOf } from './media-dir.ts';
import { mediaTypeOf } from './media-type.ts';
import { evaluatePreconditions, rangeIsCurrent, validatorsOf } from './preconditions.ts';

/**
 * Public and cached for a day: the media are the same for every user and carry no personal
 * data. A file a newer pack changes under the same name reaches a browser that kept it once the
 * day is over; from then on the strong ETag makes each revalidation a 304.
 */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /media/{file}: lesson videos, captions and images from the data directory's media folder
 * (mediaDirOf), for the players (Episode.media_url, captions_url). Register with
 * `{ prefix: '/media' }`. Only names a pack may carry are served (PACK_MEDIA_NAME: no folders, so
 * no traversal), with their type (PACK_MEDIA_TYPES), a strong ETag, conditional requests (304,
 * 412) and one byte range (206, 416) so a player can seek in a long video. A miss is the JSON 404
 * of API.md.
 * Hand-written rather than @fastify/static: its ETag is weak, and a weak ETag can neither answer
 * If-Range nor tell a resumed download that the video changed under it.
 */
export async function mediaRoute(app: FastifyInstance): Promise<void> {
  const mediaDir = mediaDirOf(app.services.config);
  app.setNotFoundHandler(sendJsonNotFound);
  app.route<{ Params: { '*': string } }>({
    // HEAD by hand: Fastify's own HEAD route would read a whole video to discard it, and send
    // Content-Length 0.
    method: ['GET', 'HEAD'],
    // A wildcard, not '/:file': a parameter is cut at Fastify's maxParamLength (100), a pack's
    // file name is not; the name check below refuses folders.
    url: '/*',
    // Compression would change the bytes a range and the strong ETag speak of (captions are text).
    compress: false,
    handler: async (request, reply) => {
      const name = request.params['*'];
      const type = mediaTypeOf(name);
      if (!type) throw notFound();
      const file = await openFile(join(mediaDir, name));
      if (!file) throw notFound();
      return answerFile(request.headers, request.method === 'HEAD', file, type, reply);
    },
  });
}

/**
 * The bytes sent and the headers describing them come from one open file: an import renaming a
 * new version into place between the two cannot make them disagree.
 */
async function answerFile(
  headers: Parameters<typeof evaluatePreconditions>[0],
  headOnly: boolean,
  file: FileHandle,
  type: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  let streaming = false;
  try {
    const stat = await file.stat({ bigint: true });
    if (!stat.isFile()) throw notFound();
    const validators = validatorsOf(stat);
    reply
      .header('etag', validators.etag)
      .header('last-modified', new Date(validators.modifiedSeconds * 1000).toUTCString())
      .header('cache-control', CACHE_CONTROL)
      .header('accept-ranges', 'bytes');
    const precondition = evaluatePreconditions(headers, validators);
    if (precondition === 'failed') throw preconditionFailed();
    if (precondition === 'not-modified') return reply.status(304).send();

    const size = Number(stat.size);
    const range = rangeIsCurrent(firstOf(headers['if-range']), validators)
      ? byteRangeOf(firstOf(headers.range), size)
      : { kind: 'whole' as const };
    if (range.kind === 'unsatisfiable') throw rangeNotSatisfiable(size);
    const { start, end } = range.kind === 'part' ? range : { start: 0, end: size - 1 };
    if (range.kind === 'part') {
      reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
    }
    reply.type(type).header('content-length', String(end - start + 1));
    if (headOnly || end < start) return reply.send();
    streaming = true;
    // autoClose (the default) closes the handle when the stream ends or is destroyed.
    return reply.send(file.createReadStream({ start, end }));
  } finally {
    if (!streaming) await file.close();
  }
}

async function openFile(path: string): Promise<FileHandle | null> {
  try {
    return await open(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw error;
  }
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function preconditionFailed(): HttpError {
  return new HttpError(
    412,
    ERROR_CODES.preconditionFailed,
    'Il file è cambiato rispetto alla versione indicata.',
  );
}

function rangeNotSatisfiable(size: number): HttpError {
  return new HttpError(
    416,
    ERROR_CODES.rangeNotSatisfiable,
    'La parte richiesta è oltre la fine del file.',
    { headers: { 'content-range': `bytes */${size}` } },
  );
}
