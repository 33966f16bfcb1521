import type { preHandlerAsyncHookHandler } from 'fastify';
import { passwordExpired } from '../http/http-error.ts';

/**
 * The API's side of a one-time password (issue 26). An account created or reset with one has
 * password_expired in its claims until its owner chooses a password; whoever else knows the
 * one-time password (it was handed over on paper) must not read that person's data meanwhile.
 * So such a caller is served only the endpoints declared `servedWithExpiredPassword` (the
 * password page and what the shell needs to reach it); any other authenticated call answers 403
 * `password_expired` with an Italian message, and the renderer takes the user to the password
 * page.
 *
 * It runs after requireRole (which leaves the claims in `request.auth`); `route()` installs it
 * on every authenticated endpoint not declared otherwise. The chat needs no check of its own:
 * its tokens come only from POST /chat/login, which this refuses, and a reset that expires a
 * password ends the sessions those tokens belong to. Media, the OpenAPI document and the app
 * configuration are public and the same for everyone.
 *
 * The claims decide, not a database read: changing the password refreshes the session into
 * claims without the flag, and an operator's reset ends every session of the account.
 */
export const refuseExpiredPassword: preHandlerAsyncHookHandler = async (request) => {
  if (request.auth?.password_expired) throw passwordExpired();
};
