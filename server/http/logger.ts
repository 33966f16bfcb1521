/** Query parameters whose values are secrets (the spec's `POST /refresh?token=`). */
const SECRET_QUERY_PARAMS = new Set(['token', 'refresh_token', 'access_token']);

/** Replaces the value of every secret query parameter with [REDACTED]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY_PARAMS.has(safeDecode(name).toLowerCase()) ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

export interface LoggerOptions {
  level?: string;
  /** Where log lines go (tests capture them); stdout by default. */
  stream?: { write(line: string): void };
}

/**
 * Fastify's (pino's) logger configuration. The request serializer logs method, redacted URL
 * and address only: never headers (Authorization, Cookie), never bodies (passwords), never a
 * refresh token passed as `?token=`.
 */
export function loggerConfig(options: LoggerOptions = {}) {
  return {
    level: options.level ?? 'info',
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
