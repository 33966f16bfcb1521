import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;
/** pino's logger: FastifyBaseLogger plus the level check pino has. */
type PinoLike = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * A request's logger that becomes pino's child logger (with the request id) only when it first
 * writes a line. Fastify makes a child per request; at the production level nearly every request
 * writes none (successes log at debug, logger.ts), so the child, its bindings' serialisation
 * included, was made for nothing on each one. Lines that are written are the child's own, with
 * the same request id: nothing changes in the log.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  private readonly parent: PinoLike;
  private readonly bindings: Record<string, unknown>;

  constructor(parent: PinoLike, bindings: Record<string, unknown>) {
    this.parent = parent;
    this.bindings = bindings;
  }

  private resolve(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: LogArguments): void {
    // Before the child exists it has the parent's level, so the parent can tell.
    if (this.#child === undefined && this.parent.isLevelEnabled?.(level) === false) return;
    (this.resolve()[level] as (...args: LogArguments) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.resolve().level = level;
  }

  isLevelEnabled(level: string): boolean {
    const target = (this.#child ?? this.parent) as PinoLike;
    return target.isLevelEnabled?.(level) ?? true;
  }

  fatal(...args: LogArguments): void {
    this.write('fatal', args);
  }
  error(...args: LogArguments): void {
    this.write('error', args);
  }
  warn(...args: LogArguments): void {
    this.write('warn', args);
  }
  info(...args: LogArguments): void {
    this.write('info', args);
  }
  debug(...args: LogArguments): void {
    this.write('debug', args);
  }
  trace(...args: LogArguments): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, options?: ChildOptions): FastifyBaseLogger {
    return this.resolve().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a RequestLogger, unless the route asks for its own level or
 * serializers (then pino's child at once, since the parent's level no longer speaks for it).
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: ChildOptions,
): FastifyBaseLogger {
  if (options && (options.level !== undefined || options.serializers !== undefined)) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger, bindings);
}
