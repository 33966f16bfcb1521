/**
 * How long the HTTP server waits for a client. Fastify's requestTimeout of 0 turns Node's limit
 * off, so without these a client that sends half a request holds its connection forever.
 */
export interface HttpTimeouts {
  /** The whole header block must arrive within this (slowloris). */
  headersMs: number;
  /** The whole request, body included, must arrive within this: 1 MB uploads on a slow school line fit. */
  requestMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /**
   * A connection beyond its address's cap waits this long for a place before its 429
   * (connections-per-address.ts): a class's sign-in burst is through within it.
   */
  connectionWaitMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 60_000,
  keepAliveMs: 5_000,
  connectionWaitMs: 30_000,
};

/** Node checks the header and request timeouts on an interval; at most this long by default. */
const MAX_CHECK_INTERVAL_MS = 1_000;

/** Fastify's server options for these timeouts (the `http` ones go to Node's createServer). */
export function timeoutServerOptions(timeouts: HttpTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node only notices an expired timeout when it checks; its default of 30 s would add
      // up to half a minute to every limit above.
      connectionsCheckingInterval: Math.min(
        MAX_CHECK_INTERVAL_MS,
        Math.max(10, Math.floor(timeouts.headersMs / 2)),
      ),
      // Node answers a missing Host with an empty 400 of its own; refuseMissingHost (host-header.ts)
      // answers it in API.md's Italian JSON instead.
      requireHostHeader: false,
    },
  };
}
