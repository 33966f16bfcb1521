import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#common/api/errors.ts';
import { DatabaseUnavailableError } from '../db/database.ts';
import { clientCausedDatabaseError } from './database-errors.ts';
import { diskFull, isDiskFull, logDiskFull } from './disk-full.ts';
import { HttpError, MESSAGES, badRequest } from './http-error.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/**
 * The one error handler of the server: turns every error into the answer API.md describes.
 * Anything caused by what the client sent is a 4xx; only the server's own faults are 500,
 * and only those are logged with their stack (request bodies are never logged); a full disk is
 * a 507, logged once a minute (disk-full.ts).
 */
export function handleError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const answer = toHttpError(error);
  if (answer.code === ERROR_CODES.insufficientStorage) {
    logDiskFull(request, error);
  } else if (answer.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  }
  // A plugin registered on its own (the media route in its test) has no services.
  if (answer.statusCode === 429) {
    (request.server as Partial<typeof request.server>).services?.metrics.throttled();
  }
  // Errors Fastify raises before routing skip the hooks that send the id: sent here as well.
  return reply
    .status(answer.statusCode)
    .headers(answer.headers)
    .header(REQUEST_ID_HEADER, request.id)
    .send(answer.toBody(request.id));
}

/** The API error an error becomes: its own if it is one, else its class (client 4xx or 500). */
export function toHttpError(error: FastifyError | Error): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DatabaseUnavailableError) {
    return new HttpError(503, ERROR_CODES.unavailable, MESSAGES.unavailable, {
      headers: { 'retry-after': '5' },
    });
  }
  if (isDiskFull(error)) return diskFull();
  const fromDatabase = clientCausedDatabaseError(error);
  if (fromDatabase) return fromDatabase;
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyError.statusCode === 413) {
    return new HttpError(413, ERROR_CODES.tooLarge, MESSAGES.tooLarge);
  }
  // Malformed JSON, empty JSON body, unsupported content type, bad content length, a route
  // schema failure of Fastify itself: all client mistakes, answered as a plain 400.
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return badRequest();
  return new HttpError(500, ERROR_CODES.internal, MESSAGES.internal);
}
