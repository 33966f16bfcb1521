import { ERROR_CODES } from '../../common/api/errors.ts';
import { HttpError } from '../http/http-error.ts';

/** 409 with an Italian message naming what is already so (API.md: already saved, answered). */
export const conflict = (message: string): HttpError =>
  new HttpError(409, ERROR_CODES.conflict, message);
