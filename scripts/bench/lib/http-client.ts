import { Agent, request } from 'node:http';

/** One answer with its time, as a bench client sees it. */
export interface Timed {
  status: number;
  body: string;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A minimal HTTP client over node:http for loopback benchmarks: one keep-alive agent per
 * simulated user (a browser's own connections), no dependencies. A network error answers
 * status 0 with the error's message as body, so a run counts it instead of stopping.
 */
export function createClient(baseUrl: string, options: { maxSockets?: number } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 6 });
  const base = new URL(baseUrl);
  const send = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Timed> => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            ...headers,
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
              headers: res.headers,
            }),
          );
          res.on('error', (error) =>
            resolve({
              status: 0,
              body: error.message,
              ms: performance.now() - started,
              headers: {},
            }),
          );
        },
      );
      req.on('error', (error) =>
        resolve({ status: 0, body: error.message, ms: performance.now() - started, headers: {} }),
      );
      req.end(payload);
    });
  };
  return { send, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof createClient>;
