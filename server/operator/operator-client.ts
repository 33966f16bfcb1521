import { createConnection, type Socket } from 'node:net';
import {
  encodeLine,
  MAX_ANSWER_BYTES,
  operatorOutcomeSchema,
  type OperatorOutcome,
  type OperatorRequest,
} from './operator-protocol.ts';

/** Connects to a running server's operator socket; rejects with the system's error (its code). */
export function connectToOperatorChannel(socketPath: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
  });
}

/**
 * Sends one request on a connected socket and reads its answer line. No time limit: a command
 * (a large pack's import) takes as long as it takes, and the operator can interrupt it.
 */
export function sendOperatorRequest(
  socket: Socket,
  request: OperatorRequest,
): Promise<OperatorOutcome> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (message: string) => {
      socket.destroy();
      reject(new Error(message));
    };
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES) return fail('The server answered more than the channel allows.');
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const newline = text.indexOf('\n');
      if (newline === -1) return;
      socket.destroy();
      let json: unknown;
      try {
        json = JSON.parse(text.slice(0, newline));
      } catch {
        return reject(new Error('The server answered something that is not JSON.'));
      }
      const answer = operatorOutcomeSchema.safeParse(json);
      if (answer.success) resolve(answer.data);
      else reject(new Error('The server answered something that is not an operator answer.'));
    });
    socket.once('error', (error) => fail(`The operator channel failed: ${error.message}`));
    socket.once('close', () =>
      reject(
        new Error(
          'The server closed the operator channel without answering (is it stopping? see its log).',
        ),
      ),
    );
    socket.write(encodeLine(request));
  });
}
