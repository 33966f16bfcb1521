/** What the Network Information API tells about the connection (Chromium browsers only). */
export interface ConnectionInfo {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/**
 * Spec 01 §9: no route preloading with data saving on, nor on a slow connection. Slow is what
 * the browser measures as 2g or slow-2g (under about 70 kB/s), the rule of quicklink and of
 * Nuxt's link prefetching; on 3g a page chunk of a few kB still arrives before the click.
 * Without the API (Firefox, Safari) nothing is known, and preloading stays on.
 */
export function preloadingAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The browser's connection, read at each decision (it changes as the user moves). */
export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
