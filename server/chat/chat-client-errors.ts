import type { FastifyError, FastifyRequest } from 'fastify';
import { rocketFailure } from './chat-errors.ts';
import type { HttpError } from '../http/http-error.ts';

/**
 * What Fastify refuses before a chat handler runs, in Rocket.Chat's terms: its clients branch on
 * `errorType`, so the main API's codes (bad_request, payload_too_large) would mean nothing to
 * them. Null for anything else (the plugin's general classification applies).
 */
export function chatRequestError(raw: unknown): HttpError | null {
  const error = (raw ?? {}) as Partial<FastifyError>;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
    return rocketFailure(413, 'Request entity too large', 'error-request-too-large');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return rocketFailure(
      415,
      'The body must be JSON (Content-Type: application/json)',
      'error-unsupported-media-type',
    );
  }
  // Unreadable JSON, an empty JSON body, and a `__proto__` or `constructor.prototype` key (the
  // JSON parser refuses those with a plain 400 rather than let them reach an object's prototype).
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' ||
    (raw instanceof SyntaxError && error.statusCode === 400)
  ) {
    return rocketFailure(400, 'Invalid JSON body', 'error-invalid-json');
  }
  return null;
}

/** A NUL character anywhere in a value (keys included): PostgreSQL cannot store one in text. */
export const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner));
  }
  return false;
};

/**
 * preValidation hook: a NUL character anywhere in the body is refused before any route reads
 * it. PostgreSQL cannot store one in text, and a room id or message with one can only be a
 * client's mistake or a probe.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (hasNul(request.body) || hasNul(request.query)) {
    throw rocketFailure(400, 'Parameters must not contain NUL characters', 'error-invalid-params');
  }
}
