import axios from 'axios';

/**
 * Whether the server refused a beat's tracker token (expired, or bound to something else). The
 * server answers 403, not 401, so that a stale tracker token never ends the session.
 */
export function isTrackerTokenRefused(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 403;
}

/**
 * The short-lived token a tracker sends with each beat: fetched when first needed, kept while
 * the server accepts it, and forgotten once refused (or when fetching it failed) so that the
 * next beat fetches a new one. `onRefused` lets a kind drop its own copy (a cached query).
 */
export interface TrackerToken {
  /** Runs `send` with the current token; a refusal forgets the token and rethrows. */
  send<T>(send: (token: string) => Promise<T>): Promise<T>;
}

export function createTrackerToken(
  fetchToken: () => Promise<string>,
  onRefused?: () => Promise<unknown>,
): TrackerToken {
  let token: Promise<string> | null = null;
  return {
    async send(send) {
      const current = (token ??= fetchToken());
      let value: string;
      try {
        value = await current;
      } catch (error) {
        if (token === current) token = null;
        throw error;
      }
      try {
        return await send(value);
      } catch (error) {
        if (isTrackerTokenRefused(error)) {
          if (token === current) token = null;
          await onRefused?.();
        }
        throw error;
      }
    },
  };
}
