/**
 * One DDP session (Meteor's protocol, which Rocket.Chat's realtime API speaks) over one
 * WebSocket: the `connect` handshake, ping/pong both ways, method calls and subscriptions.
 * It never reconnects: whoever opened it opens a new one after `onClose` (see backoff.ts), so a
 * session's pending calls and subscriptions never outlive their socket.
 */

/**
 * What the session needs of a WebSocket: the browser's own, or a fake in tests. The events
 * other than a message are only signals (their argument is never read), hence `never`: the
 * browser's handler types fit.
 */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

/** A `changed` frame of a stream: Rocket.Chat puts its events there. */
export interface DdpChange {
  collection: string;
  fields: Record<string, unknown>;
}

export interface DdpSocketOptions {
  url: string;
  createSocket: SocketFactory;
  onChanged: (change: DdpChange) => void;
  /**
   * The socket ended (or never opened, or close() was called): every pending call and
   * subscription is rejected. Called once.
   */
  onClose: () => void;
  /**
   * After this long without a frame the client pings, and after as long again without one it
   * closes: a connection a NAT or proxy dropped silently would otherwise look live for ever.
   */
  heartbeatMs?: number;
}

export interface DdpSocket {
  /** Resolves once the server answered `connected`. */
  readonly connected: Promise<void>;
  call(method: string, params: unknown[]): Promise<unknown>;
  /** Resolves on `ready`, rejects on `nosub`. */
  subscribe(name: string, params: unknown[]): Promise<void>;
  close(): void;
}

/** DDP's error answer, kept as it came (Rocket.Chat's login says 403 there). */
export class DdpError extends Error {
  readonly detail: unknown;
  constructor(detail: unknown) {
    super(`DDP error: ${JSON.stringify(detail)}`);
    this.detail = detail;
  }
}

const HEARTBEAT_MS = 25_000;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export function openDdpSocket(options: DdpSocketOptions): DdpSocket {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const pending = new Map<string, Pending>();
  let nextId = 0;
  let ended = false;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let pinged = false;
  let settleConnected: Pending | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    settleConnected = { resolve: () => resolve(), reject };
  });
  // A caller that never awaits `connected` must not see an unhandled rejection.
  connected.catch(() => undefined);

  const socket = options.createSocket(options.url);
  // A browser WebSocket throws on send() before it opened: what is asked that early waits.
  let waiting: Record<string, unknown>[] | null = [];
  const send = (frame: Record<string, unknown>) => {
    if (ended) return;
    if (waiting) waiting.push(frame);
    else socket.send(JSON.stringify(frame));
  };

  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(silence);
    const gone = new Error('DDP socket closed');
    settleConnected?.reject(gone);
    for (const waiting of pending.values()) waiting.reject(gone);
    pending.clear();
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    socket.close();
    options.onClose();
  };

  // Any frame proves the connection alive; silence gets a ping, then the socket is given up.
  const heard = () => {
    clearTimeout(silence);
    pinged = false;
    silence = setTimeout(function quiet() {
      if (pinged) return end();
      pinged = true;
      send({ msg: 'ping' });
      silence = setTimeout(quiet, heartbeatMs);
    }, heartbeatMs);
  };

  const settle = (id: unknown, error: unknown, value?: unknown) => {
    const waiting = typeof id === 'string' ? pending.get(id) : undefined;
    if (!waiting) return;
    pending.delete(id as string);
    if (error !== undefined) waiting.reject(new DdpError(error));
    else waiting.resolve(value);
  };

  const receive = (frame: Record<string, unknown>) => {
    switch (frame.msg) {
      case 'connected':
        settleConnected?.resolve(undefined);
        return;
      case 'failed':
        // The server speaks none of our protocol versions.
        return end();
      case 'ping':
        return send(frame.id === undefined ? { msg: 'pong' } : { msg: 'pong', id: frame.id });
      case 'result':
        return settle(frame.id, frame.error, frame.result);
      case 'ready':
        for (const id of Array.isArray(frame.subs) ? frame.subs : []) settle(id, undefined);
        return;
      case 'nosub':
        return settle(frame.id, frame.error ?? 'nosub');
      case 'changed':
        if (
          typeof frame.collection === 'string' &&
          frame.fields &&
          typeof frame.fields === 'object'
        )
          options.onChanged({
            collection: frame.collection,
            fields: frame.fields as Record<string, unknown>,
          });
        return;
    }
  };

  socket.onopen = () => {
    heard();
    const early = waiting ?? [];
    waiting = null;
    // The handshake first, as DDP wants it, then whatever was asked before the socket opened.
    for (const frame of [{ msg: 'connect', version: '1', support: ['1'] }, ...early]) send(frame);
  };
  socket.onmessage = (event) => {
    heard();
    if (typeof event.data !== 'string') return;
    let frame: unknown;
    try {
      frame = JSON.parse(event.data);
    } catch {
      return;
    }
    if (frame && typeof frame === 'object') receive(frame as Record<string, unknown>);
  };
  socket.onerror = end;
  socket.onclose = end;

  const ask = (frame: Record<string, unknown>) => {
    if (ended) return Promise.reject(new Error('DDP socket closed'));
    const id = String(++nextId);
    return new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      send({ ...frame, id });
    });
  };

  return {
    connected,
    call: (method, params) => ask({ msg: 'method', method, params }),
    subscribe: async (name, params) => {
      await ask({ msg: 'sub', name, params });
    },
    close: end,
  };
}
