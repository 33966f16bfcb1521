import axios from 'axios';
import { apiErrorSchema, type ApiError } from '#common/api/errors.ts';

/** Spec 01 §8: the sentence of the fatal page for a network failure or a 503. */
export const FATAL_COMMUNICATION_MESSAGE =
  'Ops! Errore durante la comunicazione col server. Riprova più tardi.';

/** The same failure, where a whole page is not needed (the sign-in form). */
export const COMMUNICATION_ERROR_MESSAGE =
  'Errore durante la comunicazione col server. Riprova più tardi.';

/** True when the server could not be reached or said it is unavailable: the fatal page. */
export function isFatalCommunicationError(error: unknown): boolean {
  if (!axios.isAxiosError(error) || axios.isCancel(error)) return false;
  return !error.response || error.response.status === 503;
}

/** How the renderer names a request's id to a person, who may quote it to the school. */
export const ERROR_CODE_LABEL = "Codice dell'errore";

/**
 * The text of the error toast: the server's Italian `message`, else the client's error text.
 * A server fault (5xx) adds the request's id, which the operator finds in the server's log.
 * File downloads ask for a Blob, so their error body is decoded before it is read.
 */
export async function errorMessageOf(error: unknown): Promise<string> {
  const answer = await apiErrorOf(error);
  if (answer) {
    const serverFault = axios.isAxiosError(error) && (error.response?.status ?? 0) >= 500;
    return serverFault && answer.request_id
      ? `${answer.message} ${ERROR_CODE_LABEL}: ${answer.request_id}`
      : answer.message;
  }
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * The id of the failed request (its error body's `request_id`, else its X-Request-Id header),
 * for the error page; undefined for anything that is not a server answer.
 */
export function requestIdOf(error: unknown): string | undefined {
  if (!axios.isAxiosError(error) || !error.response) return undefined;
  const data: unknown = error.response.data;
  if (typeof data === 'object' && data !== null && 'request_id' in data) {
    const id = (data as { request_id: unknown }).request_id;
    if (typeof id === 'string') return id;
  }
  const header: unknown = error.response.headers['x-request-id'];
  return typeof header === 'string' ? header : undefined;
}

/** The server's error answer (message and stable code), or null when the body is not one. */
export async function apiErrorOf(error: unknown): Promise<ApiError | null> {
  if (!axios.isAxiosError(error) || !error.response) return null;
  const parsed = apiErrorSchema.safeParse(await decodeBody(error.response.data));
  return parsed.success ? parsed.data : null;
}

async function decodeBody(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return null;
  }
}
