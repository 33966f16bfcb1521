import { z } from 'zod';

/**
 * Every error answer of every service except chat (API.md): an Italian message for the user,
 * a stable machine code, per-field Italian messages for validation errors, and the request's id.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.string()).optional(),
  /**
   * The request's id (X-Request-Id), also in every log line of that request: the renderer shows
   * it on its error page so a student can quote it to the operator.
   */
  request_id: z.string().optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** Stable codes used across services; later features add their own. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  invalidCredentials: 'invalid_credentials',
  tokenExpired: 'token_expired',
  refreshInvalid: 'refresh_invalid',
  forbidden: 'forbidden',
  /** The account's one-time password must be changed first (the renderer goes to that page). */
  passwordExpired: 'password_expired',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  conflict: 'conflict',
  preconditionFailed: 'precondition_failed',
  rangeNotSatisfiable: 'range_not_satisfiable',
  tooLarge: 'payload_too_large',
  headersTooLarge: 'headers_too_large',
  requestTimeout: 'request_timeout',
  tooManyRequests: 'too_many_requests',
  gone: 'gone',
  unavailable: 'service_unavailable',
  /** 507: the server's disk is full, writes fail until the operator frees space. */
  insufficientStorage: 'insufficient_storage',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
