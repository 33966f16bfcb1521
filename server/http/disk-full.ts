import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#common/api/errors.ts';
import { HttpError, MESSAGES } from './http-error.ts';

/**
 * What "no room left" looks like from each writer: SQLSTATE 53100 disk_full from PostgreSQL and
 * from PGlite alike ("could not extend file ... No space left on device"), ENOSPC or EDQUOT
 * (over quota) from a file write of Node (media, packs), and errno 51, Emscripten's ENOSPC, from
 * the file system PGlite's WebAssembly writes through.
 */
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);
const EMSCRIPTEN_ENOSPC = 51;

/** True when the error, or one of its causes, says the disk is full. */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, name, errno } = current as { code?: unknown; name?: unknown; errno?: unknown };
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    if (name === 'ErrnoError' && errno === EMSCRIPTEN_ENOSPC) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * 507 Insufficient Storage with the Italian message: not the fatal page of a 503 (reading still
 * works), and not a 500, since nothing is wrong with the request or the code.
 */
export const diskFull = (): HttpError =>
  new HttpError(507, ERROR_CODES.insufficientStorage, MESSAGES.diskFull);

/** A full disk fails every write until it is freed: one line a minute says so, not a stack per request. */
export const DISK_FULL_LOG_INTERVAL_MS = 60_000;

const lastLogged = new WeakMap<object, number>();
const WITHOUT_APP = {};

/** Logs the full disk at most once per interval per app (its services object is shared by all its plugins). */
export function logDiskFull(request: FastifyRequest, error: unknown, now = Date.now()): void {
  const key = (request.server as { services?: object }).services ?? WITHOUT_APP;
  const last = lastLogged.get(key);
  if (last !== undefined && now - last < DISK_FULL_LOG_INTERVAL_MS) return;
  lastLogged.set(key, now);
  request.log.error(
    { cause: error instanceof Error ? error.message : String(error) },
    'out of disk space: writes fail (answered 507) until space is freed on the data disk; logged once a minute',
  );
}
