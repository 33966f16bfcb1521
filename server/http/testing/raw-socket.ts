import { connect, type Socket } from 'node:net';

export interface RawExchange {
  /** Status of the answer, or null when the server closed without answering. */
  status: number | null;
  /** The answer's body parsed as JSON (null without one). */
  body: unknown;
  /** Whether the server closed the connection (false: still open when we gave up). */
  closed: boolean;
  elapsedMs: number;
}

/** How long after a whole answer the server has to close the connection. */
const CLOSE_GRACE_MS = 200;

/** A connected raw TCP socket to a listening test server. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends `data` as is (half a request, garbage, oversized headers) and waits until the server
 * has sent one whole answer or closed the connection, or `giveUpMs` has passed.
 */
export async function rawExchange(
  port: number,
  data: string,
  giveUpMs = 5_000,
): Promise<RawExchange> {
  const socket = await openSocket(port);
  return exchangeOn(socket, data, giveUpMs);
}

/** Like rawExchange, on a socket that is already open. */
export function exchangeOn(socket: Socket, data: string, giveUpMs = 5_000): Promise<RawExchange> {
  const started = Date.now();
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        ...parseAnswer(received.toString('utf8')),
        closed,
        elapsedMs: Date.now() - started,
      });
    };
    let timer = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      // A whole answer: give the server a moment to close the connection, as it should after
      // an error, before calling it still open.
      if (isComplete(received.toString('utf8'))) {
        clearTimeout(timer);
        timer = setTimeout(() => finish(false), CLOSE_GRACE_MS);
      }
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    if (data) socket.write(data);
  });
}

function isComplete(text: string): boolean {
  const headerEnd = text.indexOf('\r\n\r\n');
  if (headerEnd === -1) return false;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, headerEnd));
  return length ? Buffer.byteLength(text.slice(headerEnd + 4)) >= Number(length[1]) : false;
}

function parseAnswer(text: string): { status: number | null; body: unknown } {
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!status) return { status: null, body: null };
  const body = text.slice(text.indexOf('\r\n\r\n') + 4);
  try {
    return { status: Number(status[1]), body: body ? JSON.parse(body) : null };
  } catch {
    return { status: Number(status[1]), body };
  }
}
