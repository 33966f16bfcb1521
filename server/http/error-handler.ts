import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#common/api/errors.ts';
import { DatabaseUnavailableError } from '../db/database.ts';
import { clientCausedDatabaseError } from './database-errors.ts';
import { diskFull, isDiskFull, logDiskFull } from './disk-full.ts';
import { HttpError, MESSAGES, badRequest } from './http-error.ts';

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
  return reply.status(answer.statusCode).headers(answer.headers).send(answer.toBody());
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
