import type { Database } from '../db/database.ts';
import { currentSchema, notifyChannel } from './chat-event-repository.ts';

/** What happened to a message of a channel: what subscribers are told (chat-hub.ts). */
export interface ChatEvent {
  kind: 'new' | 'edited' | 'pinned' | 'deleted';
  /** The channel's id (Rocket.Chat's rid). */
  roomId: string;
  messageId: string;
}

/**
 * How a write reaches the subscribers of every server process sharing the database: the one
 * place that knows the engine. The service publishes once its write is committed; every process
 * (the publishing one included) hears it and pushes to its own sockets.
 */
export interface ChatEventBus {
  /** Never rejects: the write is already committed, a lost push is the poll's to catch up. */
  publish(event: ChatEvent): Promise<void>;
  /** Called for every event published by any process on this database. */
  onEvent(listener: (event: ChatEvent) => void): void;
  close(): Promise<void>;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;
const KINDS = new Set<ChatEvent['kind']>(['new', 'edited', 'pinned', 'deleted']);

export const encodeChatEvent = (event: ChatEvent): string =>
  JSON.stringify([event.kind, event.roomId, event.messageId]);

/** The event of a payload (null: not one of ours: ignored). */
export function decodeChatEvent(payload: string): ChatEvent | null {
  try {
    const [kind, roomId, messageId] = JSON.parse(payload) as unknown[];
    if (!KINDS.has(kind as ChatEvent['kind'])) return null;
    if (typeof roomId !== 'string' || typeof messageId !== 'string') return null;
    return { kind: kind as ChatEvent['kind'], roomId, messageId };
  } catch {
    return null;
  }
}

/**
 * The bus for this database. PGlite has one process: events go straight to the listeners.
 * PostgreSQL may have several: events go through NOTIFY on a channel named after the schema
 * (NOTIFY is database-wide; two installations or test files in other schemas must not hear each
 * other), and each process LISTENs on a connection of its own.
 */
export async function createChatEventBus(
  db: Database,
  onError: (error: unknown) => void,
): Promise<ChatEventBus> {
  const listeners: Array<(event: ChatEvent) => void> = [];
  const deliver = (event: ChatEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  };
  const onEvent = (listener: (event: ChatEvent) => void) => void listeners.push(listener);
  if (db.engine !== 'postgres' || !db.listen) {
    return {
      publish: async (event) => deliver(event),
      onEvent,
      close: async () => undefined,
    };
  }
  const channel = `chat_events_${await currentSchema(db)}`;
  const stop = await db.listen(channel, (payload) => {
    const event = decodeChatEvent(payload);
    if (event) deliver(event);
  });
  return {
    publish: async (event) => {
      const payload = encodeChatEvent(event);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        onError(new Error(`chat event too large to notify (room ${event.roomId.slice(0, 40)})`));
        return;
      }
      await notifyChannel(db, channel, payload).catch(onError);
    },
    onEvent,
    close: stop,
  };
}
