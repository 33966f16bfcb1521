import axios from 'axios';
import { errorMessageOf } from '../../../lib/http/error-messages.ts';

/** True when the server refused because the entry is already in the wanted state (409). */
export function isAlreadyInState(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 409;
}

/**
 * Runs a to-do call whose 409 means "already saved" / "already removed": that is the state we
 * wanted, so it passes quietly. Other refusals get the usual error toast; 401 and 503 are left to
 * the HTTP layer (sign-in page, fatal page).
 */
export async function idempotentTodoCall(
  call: () => Promise<unknown>,
  onError: (message: string) => void,
): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (isAlreadyInState(error)) return;
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    if (status !== undefined && status !== 401 && status !== 503) {
      onError(await errorMessageOf(error));
    }
    throw error;
  }
}
