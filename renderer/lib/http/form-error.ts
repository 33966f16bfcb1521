import axios from 'axios';
import { apiErrorSchema } from '#common/api/errors.ts';

/** A refused call as the forms of this page show it: status, Italian message, per-field details. */
export interface FormError {
  status: number | null;
  message: string;
  details: Record<string, string>;
}

const FALLBACK = 'Operazione non riuscita. Riprova.';

/**
 * The server's error body read for a form. The calls that use it skip the global error toast,
 * because the form shows the message next to the field it concerns instead.
 */
export function formErrorOf(error: unknown): FormError {
  if (axios.isAxiosError(error) && error.response) {
    const parsed = apiErrorSchema.safeParse(error.response.data);
    if (parsed.success) {
      return {
        status: error.response.status,
        message: parsed.data.message,
        details: parsed.data.details ?? {},
      };
    }
    return { status: error.response.status, message: FALLBACK, details: {} };
  }
  return { status: null, message: FALLBACK, details: {} };
}
