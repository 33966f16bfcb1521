import { rocketMessageSchema, type RocketMessage } from '#common/api/chat/rocket.ts';
import { reconnectDelay } from '../../../lib/ddp/backoff.ts';
import {
  openDdpSocket,
  type DdpChange,
  type DdpSocket,
  type SocketFactory,
} from '../../../lib/ddp/ddp-socket.ts';
import { withIsoDates } from '../../../lib/ddp/ejson-dates.ts';

export interface ChatStreamOptions {
  /** The realtime API's address (common/chat/chat-realtime-url.ts). */
  url: string;
  roomId: string;
  /**
   * The chat token the REST calls keep on the device, read at every try: a token the REST side
   * renewed after a 401 is the one the next try resumes with. Null: not logged in to the chat.
   */
  readToken: () => string | null;
  createSocket: SocketFactory;
  /** A new, edited or pinned message of the room. */
  onMessage: (message: RocketMessage) => void;
  onDeleted: (messageId: string) => void;
  /** True once the room is subscribed (pushes arrive), false when the socket is lost. */
  onLive: (live: boolean) => void;
  random?: () => number;
}

export interface ChatStream {
  close(): void;
}

// Rocket.Chat's stream subscriptions: the events only, no collection kept by the server.
const streamParams = (eventName: string) => [eventName, { useCollection: false, args: [] }];

/**
 * A room followed over Rocket.Chat's realtime API: connect, `login` with the resume token, `sub`
 * to the room's messages (and to its deletions), then every pushed change handed over. Any
 * failure (no socket, an old server without /websocket, a refused token, a dropped connection)
 * reports not-live and tries again after a growing wait (backoff.ts); the panel polls meanwhile.
 */
export function openChatStream(options: ChatStreamOptions): ChatStream {
  const { roomId } = options;
  const deleteEvent = `${roomId}/deleteMessage`;
  let stopped = false;
  let failures = 0;
  let live = false;
  let socket: DdpSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const setLive = (next: boolean) => {
    if (next === live || stopped) return;
    live = next;
    options.onLive(next);
  };

  const lost = () => {
    socket = null;
    setLive(false);
    if (stopped) return;
    failures += 1;
    retry = setTimeout(connect, reconnectDelay(failures, options.random));
  };

  const onChanged = ({ collection, fields }: DdpChange) => {
    const args: unknown[] = Array.isArray(fields.args) ? fields.args : [];
    if (collection === 'stream-room-messages' && fields.eventName === roomId) {
      for (const arg of args) {
        // What does not read as a message is left to the next resync, never shown half-read.
        const parsed = rocketMessageSchema.safeParse(withIsoDates(arg));
        if (parsed.success && parsed.data.rid === roomId) options.onMessage(parsed.data);
      }
    } else if (collection === 'stream-notify-room' && fields.eventName === deleteEvent) {
      for (const arg of args) {
        const id = (arg as { _id?: unknown } | null)?._id;
        if (typeof id === 'string') options.onDeleted(id);
      }
    }
  };

  const subscribeRoom = async (current: DdpSocket, token: string) => {
    await current.connected;
    await current.call('login', [{ resume: token }]);
    // Deletions come on their own stream (as in Rocket.Chat); a server that refuses that
    // subscription still pushes the rest, and the resync brings deletions.
    current.subscribe('stream-notify-room', streamParams(deleteEvent)).catch(() => undefined);
    await current.subscribe('stream-room-messages', streamParams(roomId));
  };

  function connect() {
    const token = options.readToken();
    if (!token) return lost();
    let current: DdpSocket;
    try {
      current = openDdpSocket({
        url: options.url,
        createSocket: options.createSocket,
        onChanged,
        onClose: () => {
          if (socket === current) lost();
        },
      });
    } catch {
      // A socket refused at once (a malformed address, a policy that forbids it).
      return lost();
    }
    socket = current;
    subscribeRoom(current, token).then(
      () => {
        if (socket !== current) return;
        failures = 0;
        setLive(true);
      },
      () => current.close(),
    );
  }

  connect();
  return {
    close: () => {
      stopped = true;
      clearTimeout(retry);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
