import { createClient } from './http-client.ts';

/**
 * Requests per second one path sustains: `connections` keep-alive connections each send the
 * next request as soon as the previous answer is in, for `seconds` after a one-second warm-up.
 * Only 200 answers count.
 */
export async function requestsPerSecond(
  url: string,
  path: string,
  options: { connections?: number; seconds?: number } = {},
): Promise<number> {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 5;
  const clients = Array.from({ length: connections }, () => createClient(url, { maxSockets: 1 }));
  const run = async (until: number) => {
    let ok = 0;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          if ((await client.send('GET', path)).status === 200) ok += 1;
        }
      }),
    );
    return ok;
  };
  try {
    await run(performance.now() + 1000);
    const started = performance.now();
    const ok = await run(started + seconds * 1000);
    return ok / ((performance.now() - started) / 1000);
  } finally {
    for (const client of clients) client.close();
  }
}
