import type { Socket } from 'node:net';
import type { ApiError } from '#common/api/errors.ts';

/**
 * Writes a whole HTTP answer straight to a socket and closes it: for errors found before there
 * is a request object to answer through (parser errors, refused connections). Skipped when the
 * socket can no longer be written or an answer has already started on it.
 */
export function writeRawAnswer(socket: Socket, status: number, body: ApiError): void {
  const message = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !message?.headersSent) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.end();
  socket.destroySoon();
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
};
