import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type ApiError } from '#common/api/errors.ts';
import { MESSAGES } from './http-error.ts';
import { writeRawAnswer } from './raw-answer.ts';

const HEADERS_TOO_LARGE_MESSAGE = 'Le intestazioni della richiesta sono troppo grandi.';
const TOO_SLOW_MESSAGE = 'La richiesta è arrivata troppo lentamente. Riprova.';

/** The answer to an error of Node's HTTP parser or of its timeouts. */
export function clientErrorAnswer(code: string | undefined): { status: number; body: ApiError } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { message: TOO_SLOW_MESSAGE, code: ERROR_CODES.requestTimeout } };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      body: { message: HEADERS_TOO_LARGE_MESSAGE, code: ERROR_CODES.headersTooLarge },
    };
  }
  return { status: 400, body: { message: MESSAGES.badRequest, code: ERROR_CODES.badRequest } };
}

/**
 * Fastify's clientErrorHandler: what Node's parser refuses (431 headers too large, 400 malformed)
 * and what its timeouts cut (408) is answered in API.md's Italian `{message, code}` instead of
 * Fastify's English body. A reset connection gets nothing: nobody is listening.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  const { status, body } = clientErrorAnswer(error.code);
  writeRawAnswer(socket, status, body);
}
