import { HttpError } from '../http/http-error.ts';
import { memberRoom } from './chat-service.ts';
import type { ChatHub, ChatStream } from './chat-hub.ts';
import type { ChatUser } from './chat-users.ts';
import {
  connectedFrame,
  errorFrame,
  failedFrame,
  meteorError,
  methodErrorFrame,
  nosubFrame,
  pongFrame,
  readyFrame,
  resultFrame,
  updatedFrame,
} from './ddp-frames.ts';
import {
  INVALID_USER,
  loginMethod,
  MethodError,
  sendMessageMethod,
  toMeteorError,
  type ChatRealtimeContext,
} from './ddp-methods.ts';

/** What one socket may do; tests shorten the times. */
export const REALTIME_LIMITS = {
  /** A socket that has not logged in by then is closed: it costs memory and reads nothing. */
  authTimeoutMs: 5_000,
  /** Two per room (messages and deletions): a panel has one room open, a moderator a few. */
  maxSubscriptions: 20,
  /** Frames a client may send per window; past it the socket is closed (a flood, not a panel). */
  maxFramesPerWindow: 120,
  frameWindowMs: 10_000,
  /**
   * How often the route pings every socket (one that did not answer the last ping is dropped)
   * and checks every logged-in socket's token at once (signed out or expired: closed). Read
   * when the app is built.
   */
  heartbeatMs: 30_000,
  /** Logged-in sockets one user may hold in a process: a panel per tab, with room to spare. */
  maxSocketsPerUser: 10,
};

/** WebSocket close codes: 1008 is "policy violation" (RFC 6455 §7.4.1). */
export const CLOSE_POLICY = 1008;

const STREAMS = new Set<string>(['stream-room-messages', 'stream-notify-room']);
const NOT_ALLOWED = meteorError('not-allowed', 'Not allowed');
const TOO_MANY_SOCKETS = meteorError(
  'too-many-sockets',
  'Troppe connessioni in tempo reale aperte con questo account.',
);

export interface DdpTransport {
  send(frame: string): void;
  close(code: number, reason: string): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The room a stream's event name is about (null: not one we serve). */
function roomOfEvent(stream: ChatStream, eventName: unknown): string | null {
  if (typeof eventName !== 'string' || eventName.length === 0 || eventName.length > 256) {
    return null;
  }
  if (eventName.includes('\u0000')) return null;
  if (stream === 'stream-room-messages') return eventName;
  // stream-notify-room's events are `<rid>/<event>`; of them we send deleteMessage.
  const slash = eventName.indexOf('/');
  return slash > 0 ? eventName.slice(0, slash) : null;
}

/**
 * One socket's DDP session (Rocket.Chat's realtime API): connect, ping, login, sendMessage,
 * logout, and subscriptions to a room's messages and deletions. Frames are handled one after
 * the other, as Meteor does: a `sub` sent right behind `login` sees the login done.
 */
export function createDdpSession(
  context: ChatRealtimeContext,
  hub: ChatHub,
  transport: DdpTransport,
  sessionId: string,
) {
  let connected = false;
  let disposed = false;
  let user: ChatUser | null = null;
  /** The resume token `user` logged in with (checked again by the route's heartbeat). */
  let token: string | null = null;
  /** Subscription id → stop; a pending one (its room being checked) holds a marker. */
  const subscriptions = new Map<string, () => void>();
  let queue: Promise<void> = Promise.resolve();
  let windowStart = 0;
  let framesInWindow = 0;

  const send = (frame: string) => {
    if (!disposed) transport.send(frame);
  };
  let authTimer: NodeJS.Timeout | undefined;
  const startAuthTimer = () => {
    clearTimeout(authTimer);
    authTimer = setTimeout(
      () => transport.close(CLOSE_POLICY, 'Not logged in'),
      REALTIME_LIMITS.authTimeoutMs,
    );
  };
  startAuthTimer();

  const stopAll = () => {
    for (const [id, stop] of subscriptions) {
      stop();
      send(nosubFrame(id));
    }
    subscriptions.clear();
  };

  async function subscribe(id: string, name: string, params: unknown[]) {
    if (!STREAMS.has(name)) {
      return send(nosubFrame(id, meteorError(404, `Subscription '${name}' not found`)));
    }
    // Meteor keeps the first subscription of an id.
    if (subscriptions.has(id)) return;
    const stream = name as ChatStream;
    const eventName = params[0];
    const roomId = roomOfEvent(stream, eventName);
    const caller = user;
    if (!caller || roomId === null) return send(nosubFrame(id, NOT_ALLOWED));
    if (subscriptions.size >= REALTIME_LIMITS.maxSubscriptions) {
      return send(nosubFrame(id, meteorError('too-many-subscriptions', 'Too many subscriptions')));
    }
    const pending = () => undefined;
    subscriptions.set(id, pending);
    try {
      // The rule of the REST reads: a member of the room (who may still join it).
      await memberRoom(context.db, caller, roomId);
    } catch (error) {
      if (subscriptions.get(id) !== pending) return;
      subscriptions.delete(id);
      const refused = error instanceof HttpError && error.statusCode < 500;
      return send(nosubFrame(id, refused ? NOT_ALLOWED : toMeteorError(error, context)));
    }
    // Unsubscribed (or logged out) while the room was checked.
    if (subscriptions.get(id) !== pending || disposed) return;
    subscriptions.set(id, hub.subscribe(stream, eventName as string, send));
    send(readyFrame(id));
  }

  async function call(id: string, method: string, params: unknown[]) {
    try {
      let result: unknown;
      if (method === 'login') {
        const login = await loginMethod(context, params);
        if (user?.id !== login.user.id) {
          if (!context.sockets.claim(login.user.id)) throw new MethodError(TOO_MANY_SOCKETS);
          if (user) {
            stopAll();
            context.sockets.release(user.id);
          }
        }
        user = login.user;
        token = login.result.token;
        clearTimeout(authTimer);
        result = login.result;
      } else if (method === 'logout') {
        stopAll();
        if (user) context.sockets.release(user.id);
        user = null;
        token = null;
        startAuthTimer();
      } else if (method === 'sendMessage') {
        if (!user) throw new MethodError(INVALID_USER);
        result = await sendMessageMethod(context, user, params);
      } else {
        throw new MethodError(meteorError(404, `Method '${method}' not found`));
      }
      send(resultFrame(id, result));
    } catch (error) {
      send(methodErrorFrame(id, toMeteorError(error, context)));
    }
    send(updatedFrame(id));
  }

  async function handle(raw: string) {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return send(errorFrame('Parse error'));
    }
    if (!isRecord(message) || typeof message.msg !== 'string') {
      return send(errorFrame('Bad request', message));
    }
    const params = message.params ?? [];
    if (message.msg === 'connect') {
      if (connected) return send(errorFrame('Already connected', message));
      const support = Array.isArray(message.support) ? message.support : [];
      if (message.version !== '1' && !support.includes('1')) {
        send(failedFrame());
        return transport.close(CLOSE_POLICY, 'Unsupported DDP version');
      }
      connected = true;
      return send(connectedFrame(sessionId));
    }
    if (!connected) return send(errorFrame('Must connect first', message));
    switch (message.msg) {
      case 'ping':
        return send(pongFrame(message.id));
      case 'pong':
        return;
      case 'method':
        if (typeof message.id !== 'string' || typeof message.method !== 'string') {
          return send(errorFrame('Malformed method invocation', message));
        }
        if (!Array.isArray(params)) return send(errorFrame('Malformed method invocation', message));
        return call(message.id, message.method, params);
      case 'sub':
        if (typeof message.id !== 'string' || typeof message.name !== 'string') {
          return send(errorFrame('Malformed subscription', message));
        }
        if (!Array.isArray(params)) return send(errorFrame('Malformed subscription', message));
        return subscribe(message.id, message.name, params);
      case 'unsub': {
        if (typeof message.id !== 'string') return send(errorFrame('Bad request', message));
        subscriptions.get(message.id)?.();
        subscriptions.delete(message.id);
        return send(nosubFrame(message.id));
      }
      default:
        return send(errorFrame('Bad request', message));
    }
  }

  return {
    /** A frame from the client; answered in order, never thrown. */
    receive(raw: string, nowMs: number) {
      if (disposed) return;
      if (nowMs - windowStart >= REALTIME_LIMITS.frameWindowMs) {
        windowStart = nowMs;
        framesInWindow = 0;
      }
      framesInWindow += 1;
      if (framesInWindow > REALTIME_LIMITS.maxFramesPerWindow) {
        transport.close(CLOSE_POLICY, 'Too many messages');
        return;
      }
      queue = queue
        .then(() => handle(raw))
        .catch((error: unknown) => {
          context.log.error({ err: error }, 'chat realtime frame failed');
        });
    },
    /** The chat token this socket logged in with (null: not logged in). */
    loggedInToken: () => token,
    /** Its token no longer holds (signed out, expired): the socket closes. */
    loggedOut() {
      transport.close(CLOSE_POLICY, 'Logged out');
    },
    /** The socket closed: its subscriptions and timer go. */
    dispose() {
      disposed = true;
      clearTimeout(authTimer);
      if (user) context.sockets.release(user.id);
      for (const stop of subscriptions.values()) stop();
      subscriptions.clear();
    },
  };
}
