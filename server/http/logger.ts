import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RequestLogger } from './request-logger.ts';
import { redactTokenShapes } from './token-shape.ts';

/** Where the path of a request target ends: its query (`?`, or `;` for some parsers) or fragment. */
const PATH_END = /[?;#]/;

/**
 * The path to log for a request target: without its query string (whatever the parameters are
 * named or however they are written, `?token[]=`, `?a=1;token=`), and with every run of
 * characters shaped like a token we issue replaced by [REDACTED], whatever punctuation or
 * percent-encoding surrounds it and even split over two segments (token-shape.ts).
 */
export function loggedPath(url: string): string {
  const end = url.search(PATH_END);
  return redactTokenShapes(end === -1 ? url : url.slice(0, end));
}

export interface LoggerOptions {
  level?: string;
  /** Where log lines go (tests capture them); stdout by default. */
  stream?: { write(line: string): void };
}

/**
 * Fastify's (pino's) logger configuration. The request serializer logs method, path and
 * address only: never headers (Authorization, Cookie), never bodies (passwords), never a query
 * string (a refresh token passed as `?token=`), never a token-shaped run of the path.
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

/** A full disk (507) is logged as an error once a minute (disk-full.ts); each answer, a warning. */
function answerLogLevel(
  error: Error | null | undefined,
  status: number,
): 'error' | 'warn' | 'info' | 'debug' {
  if (status === 507) return 'warn';
  if (error || status >= 500) return 'error';
  return status >= 400 ? 'info' : 'debug';
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
    const level = answerLogLevel(error, reply.statusCode);
    // At the production level a success writes nothing: spare it the line's object.
    if ((request.log as Partial<RequestLogger>).isLevelEnabled?.(level) === false) return;
    request.log[level](
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}
