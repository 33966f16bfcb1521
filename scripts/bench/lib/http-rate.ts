import autocannon from 'autocannon';

/** One autocannon round against one URL. */
export interface RateRound {
  /** 2xx answers per second over the round. */
  rate: number;
  /** Answers other than 2xx, connection errors and timeouts: any of them makes the round suspect. */
  failures: number;
  /** Every answer the server sent in the round, 2xx or not (the divisor of its CPU per request). */
  answered: number;
}

/**
 * Requests per second that `connections` keep-alive connections get from `url` in `seconds`,
 * driven by autocannon (Fastify's own load generator, one request in flight per connection).
 * Only 2xx answers count.
 */
export async function measureRate(
  url: string,
  options: { connections: number; seconds: number },
): Promise<RateRound> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    pipelining: 1,
  });
  return {
    rate: result['2xx'] / result.duration,
    failures: result.non2xx + result.errors + result.timeouts,
    answered: result['2xx'] + result.non2xx,
  };
}
