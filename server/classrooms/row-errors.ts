import { ERROR_CODES } from '#common/api/errors.ts';
import { HttpError } from '../http/http-error.ts';

/** More row errors than this are summed up in one last entry, so the answer stays readable. */
const MAX_ROW_ERRORS = 50;

/**
 * The 422 refusing an uploaded class list for its rows: one detail per row ("riga 3": "…"), in
 * file order, which the upload dialog lists under the message.
 */
export function rowErrors(errors: ReadonlyMap<number, string>): HttpError {
  const sorted = [...errors].sort(([a], [b]) => a - b);
  const details: Record<string, string> = {};
  for (const [row, message] of sorted.slice(0, MAX_ROW_ERRORS)) details[`riga ${row}`] = message;
  if (sorted.length > MAX_ROW_ERRORS) {
    details['altre righe'] = `Altre ${sorted.length - MAX_ROW_ERRORS} righe non sono valide.`;
  }
  return new HttpError(
    422,
    ERROR_CODES.validation,
    'Il file contiene righe non valide: nessuno studente è stato aggiunto.',
    { details },
  );
}
