import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Where the path of a request target ends: its query (`?`, or `;` for some parsers) or fragment. */
const PATH_END = /[?;#]/;
/**
 * A path segment that may be a secret: as long as a refresh token (43 base64url characters) or
 * longer. Ids (24 hex digits) and content slugs are shorter; a long slug losing its name in the
 * log costs less than a live token printed in clear.
 */
const SECRET_LIKE_SEGMENT = /^[A-Za-z0-9_\-%.~=]{32,}$/;

/**
 * The path to log for a request target: without its query string (whatever the parameters are
 * named or however they are written, `?token[]=`, `?a=1;token=`), and with every segment that
 * could be a token (`/refresh/<token>`) replaced by [REDACTED].
 */
export function loggedPath(url: string): string {
  const end = url.search(PATH_END);
  const path = end === -1 ? url : url.slice(0, end);
  return path
    .split('/')
    .map((segment) => (SECRET_LIKE_SEGMENT.test(segment) ? '[REDACTED]' : segment))
    .join('/');
}

export interface LoggerOptions {
  level?: string;
  /** Where log lines go (tests capture them); stdout by default. */
  stream?: { write(line: string): void };
}

/**
 * Fastify's (pino's) logger configuration. The request serializer logs method, path and
 * address only: never headers (Authorization, Cookie), never bodies (passwords), never a query
 * string (a refresh token passed as `?token=`), never a token-like path segment.
 */
export function loggerConfig(options: LoggerOptions = {}) {
  return {
    level: options.level ?? 'info',
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip: string }) => ({
        method: request.method,
        url: loggedPath(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/**
 * Fastify's per-request lines, one per answer at a level that follows its status: server
 * faults (5xx) as errors, client errors (4xx: refused sign-ins, probing) at info, successes at
 * debug, off at the default level. Fastify's own lines (one on arrival, one on answer, both at
 * info) cost about 40 % of a trivial route's throughput; a busy school server does not need a
 * line per successful call, and LOG_LEVEL=debug brings them back.
 */
export class AnswerLogController extends LogController {
  override incomingRequest(): void {
    // The answer's line carries the request; nothing is logged on arrival.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const level =
      error || reply.statusCode >= 500 ? 'error' : reply.statusCode >= 400 ? 'info' : 'debug';
    request.log[level](
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}
