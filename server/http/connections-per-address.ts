import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES } from '#common/api/errors.ts';
import { writeRawAnswer } from './raw-answer.ts';

const TOO_MANY_CONNECTIONS_MESSAGE =
  'Troppe connessioni aperte da questo indirizzo. Riprova tra qualche istante.';

/**
 * Refuses a connection (429, then closed) when its address already holds `max` open ones, so one
 * client cannot use up the server's sockets. A class behind one school address opens a few per
 * browser, far below the default. 0 turns the cap off.
 */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      writeRawAnswer(socket, 429, {
        message: TOO_MANY_CONNECTIONS_MESSAGE,
        code: ERROR_CODES.tooManyRequests,
      });
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
