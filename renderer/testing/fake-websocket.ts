import type { SocketLike } from '../lib/ddp/ddp-socket.ts';

/**
 * A WebSocket under the test's control: it records the frames the client sends (parsed) and
 * lets the test open it, push frames and close it.
 */
export class FakeWebSocket implements SocketLike {
  /** Every socket created, newest last. */
  static created: FakeWebSocket[] = [];
  /** How a socket created from now on behaves at once: opens, or fails as no server would answer. */
  static behaviour: 'open' | 'refuse' | 'wait' = 'open';

  readonly sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: ((event: never) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: never) => void) | null = null;
  onclose: ((event: never) => void) | null = null;
  readonly url: string;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.created.push(this);
    const behaviour = FakeWebSocket.behaviour;
    // Like the browser's: the outcome comes after the constructor returned.
    queueMicrotask(() => {
      if (behaviour === 'open') this.open();
      if (behaviour === 'refuse') this.fail();
    });
  }

  static reset(behaviour: typeof FakeWebSocket.behaviour = 'open') {
    FakeWebSocket.created = [];
    FakeWebSocket.behaviour = behaviour;
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.created.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  private opened = false;

  send(data: string) {
    // As the browser's: sending before the socket opened is an error.
    if (!this.opened) throw new Error('send before the socket opened');
    if (this.closed) throw new Error('send on a closed socket');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.(undefined as never);
  }

  open() {
    this.opened = true;
    this.onopen?.(undefined as never);
  }

  /** The server sends a frame. */
  receive(frame: Record<string, unknown>) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The connection fails (refused, or dropped). */
  fail() {
    this.onerror?.(undefined as never);
    this.close();
  }

  /** The frames sent with this `msg`. */
  frames(msg: string) {
    return this.sent.filter((frame) => frame.msg === msg);
  }
}
