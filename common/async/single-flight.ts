/**
 * Wraps an async function so that calls made while one is running share its promise; the next
 * call after it settles (fulfilled or rejected) starts a new run.
 *
 * The token refresh uses it once per runtime (ARCHITECTURE.md "Auth and the token flow"):
 * refresh tokens rotate and a reused one revokes the session, so many 401s at once must make one
 * refresh. On the desktop the single flight is main's auth service, the only holder of the
 * refresh token; in the browser it is the web bridge (around its cross-tab lock). Everything
 * above them (the desktop bridge, the service clients' interceptors) simply calls through.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
