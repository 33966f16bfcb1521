import { ERROR_CODES, type ApiError } from '#common/api/errors.ts';

/**
 * An error that becomes exactly one API error answer (API.md): status, Italian message,
 * stable code and, for validation, per-field details. Throw it from any handler or hook.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: string;
  readonly details: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    options: { details?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  /** The answer's body; `request_id` is the request's id, quoted by the error page. */
  toBody(requestId?: string): ApiError {
    const body: ApiError = { message: this.message, code: this.code };
    if (this.details) body.details = this.details;
    if (requestId !== undefined) body.request_id = requestId;
    return body;
  }
}

/** The Italian messages of the common errors, in one place. */
export const MESSAGES = {
  badRequest: 'Richiesta non valida.',
  validation: 'Dati non validi.',
  unauthenticated: 'Accesso richiesto. Effettua di nuovo il login.',
  tokenExpired: 'La sessione è scaduta. Effettua di nuovo il login.',
  invalidCredentials: 'E-mail o password non corretti.',
  refreshInvalid: 'La sessione non è più valida. Effettua di nuovo il login.',
  forbidden: 'Non hai i permessi per questa operazione.',
  passwordExpired: 'Devi cambiare la password prima di continuare.',
  notFound: 'Risorsa non trovata.',
  tooLarge: 'La richiesta è troppo grande.',
  tooManyLogins: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  unavailable: 'Servizio momentaneamente non disponibile. Riprova più tardi.',
  internal: 'Errore interno del server. Riprova più tardi.',
  diskFull: 'Il server ha esaurito lo spazio su disco: avvisa il tecnico della scuola.',
} as const;

export const badRequest = (): HttpError =>
  new HttpError(400, ERROR_CODES.badRequest, MESSAGES.badRequest);

export const validationFailed = (details: Record<string, string>): HttpError =>
  new HttpError(422, ERROR_CODES.validation, MESSAGES.validation, { details });

export const unauthenticated = (): HttpError =>
  new HttpError(401, ERROR_CODES.unauthenticated, MESSAGES.unauthenticated);

export const tokenExpired = (): HttpError =>
  new HttpError(401, ERROR_CODES.tokenExpired, MESSAGES.tokenExpired);

export const forbidden = (): HttpError =>
  new HttpError(403, ERROR_CODES.forbidden, MESSAGES.forbidden);

/** 403 for an account that must change its one-time password first (auth/expired-password.ts). */
export const passwordExpired = (): HttpError =>
  new HttpError(403, ERROR_CODES.passwordExpired, MESSAGES.passwordExpired);

/**
 * 409 with an Italian message naming what is already so (API.md: already saved, already
 * answered, not in that state): the one way a route answers a conflict.
 */
export const conflict = (message: string): HttpError =>
  new HttpError(409, ERROR_CODES.conflict, message);

/** 404: also the answer for an object the caller may not see, so ids cannot be probed. */
export const notFound = (): HttpError =>
  new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);
