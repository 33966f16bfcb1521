import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#common/api/errors.ts';
import { HttpError, notFound } from './http-error.ts';

const METHOD_NOT_ALLOWED_MESSAGE = 'Operazione non consentita su questo indirizzo.';

/**
 * The JSON answer of API.md for a request no route takes, under /api: 405 with `Allow` when the
 * path exists with other methods (RFC 9110 §15.5.6), else 404.
 */
export function sendJsonNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = notRoutedError(request);
  return reply.status(error.statusCode).headers(error.headers).send(error.toBody(request.id));
}

/** 405 (with its Allow header) or 404 for a request that matched no route. */
export function notRoutedError(request: FastifyRequest): HttpError {
  // OPTIONS belongs to CORS: a preflight is answered there, any other stays an unknown route.
  if (request.method === 'OPTIONS') return notFound();
  const path = request.url.split('?', 1)[0] ?? '';
  // A plugin registered on its own (the media route in its test) has no endpoint registry.
  const registry = (request.server as Partial<typeof request.server>).services?.endpoints;
  const allowed = registry?.methodsOf(path) ?? [];
  if (allowed.length === 0) return notFound();
  return new HttpError(405, ERROR_CODES.methodNotAllowed, METHOD_NOT_ALLOWED_MESSAGE, {
    headers: { allow: allowed.join(', ') },
  });
}
