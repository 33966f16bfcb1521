import {
  SCHOOL_SIGN_IN_DEEP_LINK,
  SCHOOL_SIGN_IN_ERRORS,
  schoolSignInErrorMessage,
} from '#common/api/school-sign-in/school-sign-in.ts';
import { schoolSignInEndpoints } from '#common/api/school-sign-in/endpoints.ts';
import type { SignInResult } from '#common/ipc/contract.ts';
import type { Logger } from '../logging/logger.ts';
import { newPkcePair, type PkcePair } from './pkce-pair.ts';

/** How long main waits for the browser to come back through the app's link. */
export const SCHOOL_SIGN_IN_WAIT_MS = 10 * 60 * 1000;

export interface SchoolSignInDeps {
  /** Opens the system browser (shell.openExternal); never an embedded login window. */
  openExternal(url: string): Promise<void>;
  apiBaseUrl(): string;
  /** Redeems the one-time code with the verifier into the session (auth-service.ts). */
  redeem(code: string, codeVerifier: string): Promise<SignInResult>;
  logger: Logger;
  newPair?: () => PkcePair;
}

export interface SchoolSignInService {
  /**
   * Opens the school's sign-in in the system browser and resolves when the answer came back
   * through tech-journey://school-sign-in (signed in, or why not). A new start ends the previous
   * one as cancelled.
   */
  start(): Promise<SignInResult>;
  /**
   * Takes a tech-journey://school-sign-in link: true when it was one (it is not a route of the
   * app, so it never reaches the deep-link inbox), false for every other link.
   */
  receiveLink(raw: unknown): boolean;
}

const CODE = /^[A-Za-z0-9_-]{43}$/;

export function createSchoolSignInService(deps: SchoolSignInDeps): SchoolSignInService {
  let pending: { verifier: string; finish: (result: SignInResult) => void } | null = null;

  const refusal = (code: string, message: string, status = 401): SignInResult => ({
    ok: false,
    status,
    code,
    message,
  });

  return {
    start() {
      pending?.finish(refusal('cancelled', SCHOOL_SIGN_IN_ERRORS.cancelled, 409));
      const pair = (deps.newPair ?? newPkcePair)();
      const base = deps.apiBaseUrl().replace(/\/+$/, '');
      const url = `${base}${schoolSignInEndpoints.startSchoolSignIn.path}?client=desktop&challenge=${pair.challenge}`;
      return new Promise<SignInResult>((resolve) => {
        const timer = setTimeout(
          () => current.finish(refusal('expired', SCHOOL_SIGN_IN_ERRORS.expired, 408)),
          SCHOOL_SIGN_IN_WAIT_MS,
        );
        timer.unref?.();
        const current = {
          verifier: pair.verifier,
          finish: (result: SignInResult) => {
            clearTimeout(timer);
            if (pending === current) pending = null;
            resolve(result);
          },
        };
        pending = current;
        deps.openExternal(url).catch(() => {
          deps.logger.warn('School sign-in: the system browser could not be opened.');
          current.finish(refusal('unavailable', SCHOOL_SIGN_IN_ERRORS.unavailable, 503));
        });
      });
    },

    receiveLink(raw) {
      if (typeof raw !== 'string' || !raw.startsWith(SCHOOL_SIGN_IN_DEEP_LINK)) return false;
      const rest = raw.slice(SCHOOL_SIGN_IN_DEEP_LINK.length);
      if (rest !== '' && !rest.startsWith('?') && !rest.startsWith('/?')) return false;
      const query = new URLSearchParams(rest.replace(/^\/?\?/, ''));
      const current = pending;
      if (!current) {
        // Nobody here started one: a link from elsewhere signs nobody in (nor could it, without
        // the verifier only this process held).
        deps.logger.warn('School sign-in link ignored: no sign-in was started.');
        return true;
      }
      const code = query.get('code');
      const error = query.get('error');
      if (code !== null && CODE.test(code)) {
        deps.logger.info('School sign-in link received; redeeming its code.');
        void deps
          .redeem(code, current.verifier)
          .then(current.finish, () =>
            current.finish(refusal('failed', SCHOOL_SIGN_IN_ERRORS.failed, 502)),
          );
      } else {
        const message = schoolSignInErrorMessage(error);
        current.finish(
          message && error
            ? refusal(error, message)
            : refusal('failed', SCHOOL_SIGN_IN_ERRORS.failed),
        );
      }
      return true;
    },
  };
}
