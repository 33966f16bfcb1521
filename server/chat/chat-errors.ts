import { HttpError } from '../http/http-error.ts';

/** A failure in Rocket.Chat's envelope (the chat plugin's error handler writes it). */
export const rocketFailure = (status: number, error: string, errorType: string) =>
  new HttpError(status, errorType, error);
