// eslint-disable-next-line one-home/random-secret -- a DDP session id names a socket in logs: not a secret
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CHAT_REALTIME_PATH } from '#common/chat/chat-realtime-url.ts';
import type { ChatHub } from './chat-hub.ts';
import { stillValidChatTokens } from './chat-tokens.ts';
import type { ChatRealtimeContext } from './ddp-methods.ts';
import { createDdpSession, REALTIME_LIMITS } from './ddp-session.ts';
import { upgradesOnlyAt } from './upgrade-gate.ts';

/** A frame is a message or a subscription: as small as the REST API's JSON bodies. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * What may wait in a socket's send buffer: a reader that far behind (a stalled network) is
 * dropped rather than let the server's memory grow with every push to its room.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** What the realtime route needs of a socket (ws's WebSocket). */
interface Socket {
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[]) => void): void;
  on(event: 'close' | 'pong', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}

let openSockets = 0;

/** Open realtime sockets in this process (for the metrics). */
export const openChatSockets = (): number => openSockets;

const text = (data: Buffer | ArrayBuffer | Buffer[]): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8');

/**
 * GET /websocket (under the chat's root, /api/chat): Rocket.Chat's realtime API (DDP over
 * WebSocket) beside its REST API. A plain WebSocket route, not a declared endpoint: it has no
 * HTTP answer to declare (docs/chat.md lists its frames).
 */
export async function chatRealtimeRoute(
  app: FastifyInstance,
  options: { context: ChatRealtimeContext; hub: ChatHub },
): Promise<void> {
  const gate = upgradesOnlyAt(app.server, `${app.prefix}${CHAT_REALTIME_PATH}`);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_FRAME_BYTES, server: gate as unknown as Server },
  });
  const alive = new Map<Socket, boolean>();
  const sessions = new Set<ReturnType<typeof createDdpSession>>();

  /** Closes the sockets whose chat token no longer holds: one query for all of them. */
  const revalidate = async () => {
    const tokens = [...sessions].flatMap((session) => session.loggedInToken() ?? []);
    if (tokens.length === 0) return;
    const valid = await stillValidChatTokens(
      options.context.db,
      tokens,
      new Date(options.context.clock()),
    );
    for (const session of sessions) {
      const token = session.loggedInToken();
      if (token !== null && !valid.has(token)) session.loggedOut();
    }
  };

  // One timer for every socket of the app rather than one each.
  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
    revalidate().catch((error: unknown) => {
      options.context.log.error({ err: error }, 'chat sockets not revalidated');
    });
  }, REALTIME_LIMITS.heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(CHAT_REALTIME_PATH, { websocket: true }, (raw) => {
    const socket = raw as unknown as Socket;
    openSockets += 1;
    alive.set(socket, true);
    const session = createDdpSession(
      options.context,
      options.hub,
      {
        send: (frame) => {
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
          else socket.send(frame);
        },
        close: (code, reason) => socket.close(code, reason),
      },
      randomUUID(),
    );
    sessions.add(session);
    socket.on('message', (data) => session.receive(text(data), options.context.clock()));
    socket.on('pong', () => alive.set(socket, true));
    // A socket error is followed by 'close': nothing to do but not crash.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      openSockets -= 1;
      alive.delete(socket);
      sessions.delete(session);
      session.dispose();
    });
  });
}
