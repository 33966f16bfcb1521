/**
 * Wraps an async function so that calls made while one is running share its promise: many
 * 401s at once make one refresh (ARCHITECTURE.md "Auth and the token flow").
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
