import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES } from '#common/api/errors.ts';
import { writeRawAnswer } from './raw-answer.ts';

const TOO_MANY_CONNECTIONS_MESSAGE =
  'Troppe connessioni aperte da questo indirizzo. Riprova tra qualche istante.';

export interface ConnectionCap {
  /** Connections one address is served on at once; as many more may wait. 0 turns the cap off. */
  max: number;
  /** How long a waiting connection waits for one of its address's to close before its 429. */
  waitMs: number;
  /** Told of each connection refused with 429 (the operator's count of throttled answers). */
  onRefuse?: () => void;
}

/** Handed back to app.ts, which refuses the waiting connections when the server closes. */
export interface ConnectionGate {
  refuseWaiting(): void;
}

interface Waiter {
  socket: Socket;
  timer: NodeJS.Timeout;
}

interface AddressState {
  served: number;
  /** In arrival order: the first one takes the next freed connection. */
  waiting: Waiter[];
  /** The places of this address's served connections. */
  places: Set<Place>;
}

/** An admitted connection's place. */
interface Place {
  state: AddressState;
  /** The connection's latest answer (one that is written already is left alone). */
  response: ServerResponse | null;
  /** Gives the place back: on close, or when the connection upgrades. */
  giveBack: () => void;
}

/**
 * One address is served on at most `max` connections at once, so that it cannot use up the
 * server's sockets. A connection beyond that is not refused at once (a class behind one school
 * address can hold more than `max` when every browser opens two): up to `max` more wait, unread,
 * and each takes the place of the next of its address's connections to close, in arrival order;
 * one still waiting after `waitMs`, or one beyond the waiting ones, gets 429 and is closed.
 * While connections wait, every answer on the address closes its connection, so the places
 * rotate at the pace of the answers instead of the 5 s keep-alive.
 *
 * Node's own handling of a connection (its parser and header timer) is taken off the server's
 * 'connection' event and run only for an admitted one: a waiting connection costs a socket and
 * at most one read buffer, no parsing, and its header timer starts when it is served.
 *
 * The count is this process's, on purpose, also with several replicas on one PostgreSQL (issue
 * 28 §3, docs/operations.md "Two replicas behind a proxy"): what it protects is this process's
 * own sockets, read buffers and event loop, which another replica's connections do not use; and
 * it counts at the first byte of a connection, before any request could be read, so it could not
 * ask the database without costing each connection what it guards. The address is the TCP
 * peer's (`socket.remoteAddress`), never X-Forwarded-For, which no one has checked this early:
 * behind a proxy every connection is the proxy's, which is why the cap is off by default with
 * TRUST_PROXY and the proxy should limit per client address instead.
 */
export function limitConnectionsPerAddress(server: Server, cap: ConnectionCap): ConnectionGate {
  if (cap.max <= 0) return { refuseWaiting: () => {} };
  const serve = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');
  const addresses = new Map<string, AddressState>();

  const places = new WeakMap<Socket, Place>();

  const admit = (socket: Socket, address: string, state: AddressState): void => {
    const place: Place = {
      state,
      response: null,
      giveBack: () => {
        if (places.get(socket) !== place) return;
        places.delete(socket);
        state.places.delete(place);
        release(address, state);
      },
    };
    places.set(socket, place);
    state.places.add(place);
    socket.once('close', place.giveBack);
    for (const listener of serve) listener.call(server, socket);
  };

  // The freed place goes to the first waiter, so `served` stays counted.
  const release = (address: string, state: AddressState): void => {
    const next = state.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.socket.off('error', ignore);
      admit(next.socket, address, state);
      next.socket.resume();
      return;
    }
    state.served -= 1;
    if (state.served === 0) addresses.delete(address);
  };

  const wait = (socket: Socket, state: AddressState): void => {
    // Until Node's handler is attached, nothing else listens for a reset from the client.
    socket.on('error', ignore);
    socket.pause();
    const waiter: Waiter = {
      socket,
      timer: setTimeout(() => {
        leave(state, waiter);
        refuse(socket, cap);
      }, cap.waitMs),
    };
    state.waiting.push(waiter);
    // A client that gives up while waiting leaves the line.
    socket.once('close', () => {
      clearTimeout(waiter.timer);
      leave(state, waiter);
    });
    for (const place of state.places) if (place.response) closeAfter(place.response);
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    let state = addresses.get(address);
    if (!state) {
      state = { served: 0, waiting: [], places: new Set() };
      addresses.set(address, state);
    }
    if (state.served < cap.max) {
      state.served += 1;
      admit(socket, address, state);
    } else if (state.waiting.length < cap.max) {
      wait(socket, state);
    } else {
      socket.on('error', ignore);
      refuse(socket, cap);
    }
  });

  // A connection upgraded to the chat's realtime socket leaves the cap: it stays open for the
  // whole lesson, and a class behind one address holds one per student. Such sockets are bounded
  // by their owner instead (a login within seconds, a few per user: chat/sockets-per-user.ts).
  server.prependListener('upgrade', (request: IncomingMessage) => {
    places.get(request.socket)?.giveBack();
  });

  // Before Fastify's handler, so the header is set before any answer can start. Its listener is
  // wrapped rather than preceded by a second one, and the answer is remembered on its place
  // rather than in a set it leaves on 'close': with two listeners Node copies the listener list
  // on every request, and a 'close' listener per answer is two more steps (issue 27,
  // docs/performance.md: this ran on every request of every route).
  const handle = server.listeners('request') as Array<
    (request: IncomingMessage, response: ServerResponse) => void
  >;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const place = places.get(request.socket);
    if (place) {
      place.response = response;
      if (place.state.waiting.length > 0) closeAfter(response);
    }
    for (const listener of handle) listener.call(server, request, response);
  });

  return {
    refuseWaiting() {
      for (const state of addresses.values()) {
        for (const waiter of state.waiting.splice(0)) {
          clearTimeout(waiter.timer);
          refuse(waiter.socket, cap);
        }
      }
    },
  };
}

function leave(state: AddressState, waiter: Waiter): void {
  const index = state.waiting.indexOf(waiter);
  if (index !== -1) state.waiting.splice(index, 1);
}

/** Node then sends `Connection: close` and closes the connection once the answer is written. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('connection', 'close');
}

function refuse(socket: Socket, cap: ConnectionCap): void {
  cap.onRefuse?.();
  // Read and drop what the client already sent: closing a socket with unread data resets it,
  // and the client would lose the answer.
  socket.resume();
  writeRawAnswer(socket, 429, {
    message: TOO_MANY_CONNECTIONS_MESSAGE,
    code: ERROR_CODES.tooManyRequests,
  });
}

function ignore(): void {}
