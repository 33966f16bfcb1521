import { formErrorOf, type FormError } from '../../../lib/http/form-error.ts';

/**
 * A refused studio call as the editors show it: 409 (someone else saved, the message names
 * them), 422 (the fields or the checklist that refuse it, in `details`), 403/404 (no access).
 */
export type StudioError = FormError;

export function studioErrorOf(error: unknown): StudioError {
  return formErrorOf(error);
}

/** True for the server's 409: the item changed since the editor loaded it. */
export function isConflict(error: StudioError): boolean {
  return error.status === 409;
}
