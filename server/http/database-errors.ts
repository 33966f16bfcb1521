import { ERROR_CODES } from '#common/api/errors.ts';
import { HttpError, MESSAGES, badRequest, conflict, notFound } from './http-error.ts';

/**
 * Database errors that only what the client sent, or a request racing another, can cause. Routes
 * check before they write, but a row deleted between the check and the write, a duplicate sent
 * twice at once, or text PostgreSQL cannot store still reach the database; those answer a 4xx,
 * never a 500. Both engines report SQLSTATE codes in `code`.
 */
const CLIENT_CAUSED_SQLSTATES: Record<string, () => HttpError> = {
  // foreign_key_violation: the object referred to is gone (deleted meanwhile).
  '23503': notFound,
  // unique_violation: the same thing was created twice at once.
  '23505': () => conflict('Operazione già eseguita.'),
  // character_not_in_repertoire, untranslatable_character: e.g. a NUL character in a text.
  '22021': badRequest,
  '22P05': badRequest,
  // string_data_right_truncation, numeric_value_out_of_range, invalid_text_representation.
  '22001': () => new HttpError(422, ERROR_CODES.validation, MESSAGES.validation),
  '22003': () => new HttpError(422, ERROR_CODES.validation, MESSAGES.validation),
  '22P02': badRequest,
};

/** The 4xx for a client-caused database error, or null for anything else. */
export function clientCausedDatabaseError(error: unknown): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  return CLIENT_CAUSED_SQLSTATES[code]?.() ?? null;
}
