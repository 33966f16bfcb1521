import { chmod, lstat, mkdir, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  channelRefusal,
  encodeLine,
  MAX_REQUEST_BYTES,
  operatorRequestSchema,
  type OperatorOutcome,
  type OperatorRequest,
} from './operator-protocol.ts';

export interface OperatorChannelOptions {
  socketPath: string;
  /** Runs one valid request; a throw is answered as the command's failure (exit code 1). */
  handle(request: OperatorRequest): Promise<OperatorOutcome>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How long a connection may take to send its request (10 s). */
  requestTimeoutMs?: number;
}

export interface OperatorChannel {
  /** Stops taking requests, lets the running commands answer, removes the socket. */
  close(): Promise<void>;
}

/** More at once is a runaway script, not an operator: refused rather than queued. */
const MAX_CONNECTIONS = 8;
/** How long close() lets answered connections hang up themselves before cutting them. */
const CLOSE_GRACE_MS = 1_000;

/**
 * Listens on a Unix socket for operator commands (docs/operations.md). Authentication is the
 * file system's: the socket is 0600 in a 0700 folder owned by the server's user, so only that
 * user (and root, who can read the database files anyway) can connect. Node cannot read a
 * peer's uid (SO_PEERCRED), which is why the folder's owner and mode are checked here.
 * The caller must own the data directory (its PGlite lock): a socket file found at start is
 * then a dead server's, and is replaced.
 */
export async function startOperatorChannel(
  options: OperatorChannelOptions,
): Promise<OperatorChannel> {
  const { socketPath, log } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  await prepareOwnFolder(dirname(socketPath));
  await removeStaleSocket(socketPath);

  const connections = new Set<Socket>();
  const running = new Set<Promise<void>>();
  const busy = new WeakSet<Socket>();

  // allowHalfOpen: a client may end its side after the request and still read the answer.
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    if (connections.size >= MAX_CONNECTIONS) {
      socket.on('error', () => undefined);
      socket.end(encodeLine(channelRefusal('too many commands at once; try again in a moment.')));
      return;
    }
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    // A client that goes away has nobody to answer; its command (if any) still completes.
    socket.on('error', () => undefined);
    const answer = (outcome: OperatorOutcome) => {
      if (socket.writable) socket.end(encodeLine(outcome));
    };
    readRequest(socket, requestTimeoutMs, (request) => {
      if ('refusal' in request) return answer(request.refusal);
      busy.add(socket);
      const work = runOne(request.valid).then(answer);
      running.add(work);
      void work.finally(() => running.delete(work));
    });
  });

  async function runOne(request: OperatorRequest): Promise<OperatorOutcome> {
    const started = performance.now();
    const summary = { command: request.command, subcommand: request.args[0] };
    try {
      const outcome = await options.handle(request);
      const ms = Math.round(performance.now() - started);
      log.info({ ...summary, exitCode: outcome.exitCode, ms }, 'operator command');
      return outcome;
    } catch (error) {
      log.error({ ...summary, err: error }, 'operator command failed');
      const message = error instanceof Error ? error.message : String(error);
      return { output: `Tech Journey ${request.command}: ${message}`, exitCode: 1 };
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log.error({ err: error }, 'operator channel failed'));
  // The folder already keeps everyone else out; the socket's own mode says so too.
  await chmod(socketPath, 0o600);

  let closing: Promise<void> | undefined;
  return {
    close: () => {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const socket of connections) if (!busy.has(socket)) socket.destroy();
        await Promise.allSettled([...running]);
        await Promise.race([closed, delay(CLOSE_GRACE_MS)]);
        for (const socket of connections) socket.destroy();
        await closed;
        await rm(socketPath, { force: true });
      })();
      return closing;
    },
  };
}

type ReadOutcome = { valid: OperatorRequest } | { refusal: OperatorOutcome };

/**
 * Reads one request: the bytes up to the first newline (or to the client's end), at most
 * MAX_REQUEST_BYTES, within the timeout. Everything after the first newline is ignored.
 */
function readRequest(socket: Socket, timeoutMs: number, done: (read: ReadOutcome) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (read: ReadOutcome) => {
    if (finished) return;
    finished = true;
    socket.setTimeout(0);
    // Whatever follows the request is read and dropped, so the client's hang-up is seen.
    socket.removeAllListeners('data');
    socket.resume();
    done(read);
  };
  socket.setTimeout(timeoutMs, () =>
    finish({ refusal: channelRefusal(`no request within ${timeoutMs / 1000} s.`) }),
  );
  socket.on('data', (chunk: Buffer) => {
    const newline = chunk.indexOf(0x0a);
    const part = newline === -1 ? chunk : chunk.subarray(0, newline);
    size += part.length;
    if (size > MAX_REQUEST_BYTES) {
      finish({ refusal: channelRefusal(`a request is at most ${MAX_REQUEST_BYTES} bytes.`) });
      return;
    }
    chunks.push(part);
    if (newline !== -1) finish(parseRequest(Buffer.concat(chunks)));
  });
  socket.once('end', () => finish(parseRequest(Buffer.concat(chunks))));
}

function parseRequest(bytes: Buffer): ReadOutcome {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return {
      refusal: channelRefusal('the request is not JSON: send one line {"command", "args", "cwd"}.'),
    };
  }
  const parsed = operatorRequestSchema.safeParse(json);
  if (parsed.success) return { valid: parsed.data };
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`,
  );
  return { refusal: channelRefusal(`the request is not valid (${problems.join('; ')}).`) };
}

/**
 * The socket's folder: created 0700, and refused when it is a link or someone else's: its owner
 * could replace the socket with one of their own and read the commands sent to it.
 */
async function prepareOwnFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const info = await lstat(folder);
  if (!info.isDirectory())
    throw new Error(`${folder} must be a directory for the operator socket.`);
  const uid = process.getuid?.();
  if (uid !== undefined && info.uid !== uid) {
    throw new Error(
      `${folder} belongs to another user (uid ${info.uid}); remove it and start again.`,
    );
  }
  await chmod(folder, 0o700);
}

/** A socket file left by a server that died (the caller holds the data directory's lock). */
async function removeStaleSocket(socketPath: string): Promise<void> {
  const info = await lstat(socketPath).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!info) return;
  if (!info.isSocket()) throw new Error(`${socketPath} exists and is not a socket: remove it.`);
  await rm(socketPath);
}
