/**
 * Lets a progress update through at most once per `intervalMs` (the first always passes), so a
 * fast download does not flood the renderer with an IPC message per chunk. Final states are sent
 * by the caller without asking.
 */
export function createProgressThrottle(intervalMs: number, now: () => number): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const current = now();
    if (current - last < intervalMs) return false;
    last = current;
    return true;
  };
}
