import type { RocketMessage } from '#common/api/chat/rocket.ts';
import type { ChatEvent, ChatEventBus } from './chat-events.ts';
import { changedFrame } from './ddp-frames.ts';

/** The two streams Rocket.Chat's clients subscribe to for a room. */
export type ChatStream = 'stream-room-messages' | 'stream-notify-room';

/** A socket's subscription: it gets the frame, already serialised once for everybody. */
export type PushFrame = (frame: string) => void;

/** Rocket.Chat's event name of a deletion on stream-notify-room. */
export const deleteEventName = (roomId: string) => `${roomId}/deleteMessage`;

/**
 * This process's subscribers, by stream and event name (room id → sockets), fed by the event
 * bus. A message is read and serialised once per event, whatever the number of readers, and
 * only when this process has a reader of its room. Events are handled one after the other, so
 * a message's edit never overtakes its arrival.
 */
export function createChatHub(
  bus: ChatEventBus,
  readMessage: (messageId: string) => Promise<RocketMessage | null>,
  onError: (error: unknown) => void,
) {
  const topics = new Map<string, Set<PushFrame>>();
  const key = (stream: ChatStream, eventName: string) => `${stream} ${eventName}`;
  let queue: Promise<void> = Promise.resolve();

  const pushTo = (stream: ChatStream, eventName: string, frame: () => Promise<string | null>) => {
    const subscribers = topics.get(key(stream, eventName));
    if (!subscribers || subscribers.size === 0) return Promise.resolve();
    return frame().then((text) => {
      if (text === null) return;
      for (const push of topics.get(key(stream, eventName)) ?? []) push(text);
    });
  };

  const handle = (event: ChatEvent): Promise<void> => {
    if (event.kind === 'deleted') {
      const eventName = deleteEventName(event.roomId);
      return pushTo('stream-notify-room', eventName, async () =>
        changedFrame('stream-notify-room', eventName, [{ _id: event.messageId }]),
      );
    }
    return pushTo('stream-room-messages', event.roomId, async () => {
      const message = await readMessage(event.messageId);
      // Deleted meanwhile, or moved: the deletion's own event follows.
      if (!message || message.rid !== event.roomId) return null;
      return changedFrame('stream-room-messages', event.roomId, [message]);
    });
  };

  bus.onEvent((event) => {
    queue = queue.then(() => handle(event)).catch(onError);
  });

  return {
    /** Adds a subscriber; the answer removes it. */
    subscribe(stream: ChatStream, eventName: string, push: PushFrame): () => void {
      const topic = key(stream, eventName);
      let subscribers = topics.get(topic);
      if (!subscribers) topics.set(topic, (subscribers = new Set()));
      subscribers.add(push);
      return () => {
        subscribers.delete(push);
        if (subscribers.size === 0 && topics.get(topic) === subscribers) topics.delete(topic);
      };
    },
    /** Resolves once every event heard so far has been pushed (tests, shutdown). */
    settled: () => queue,
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
