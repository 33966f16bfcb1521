import { useCallback, useEffect, useState } from 'react';
import { chatEndpoints } from '#common/api/chat/endpoints.ts';
import type { RocketMessage } from '#common/api/chat/rocket.ts';
import {
  CHAT_POLL_MS,
  CHAT_RESYNC_MS,
  lastChangeOf,
  nextSyncFrom,
} from '#common/chat/chat-sync.ts';
import { readChatSession } from '../../../lib/chat/chat-session.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { chatCall, chatErrorMessage } from '../api/chat-calls.ts';
import { chatRealtimeUrl } from '#common/chat/chat-realtime-url.ts';
import { openChatStream, type ChatStream } from '../api/chat-stream.ts';

/** The pinned message is read again now and then (a pin also arrives with the changes). */
const PINNED_EVERY = 10;
/** The most messages kept on screen. */
const KEPT = 200;

export interface ChatRoomState {
  messages: RocketMessage[];
  pinned: RocketMessage | null;
  status: 'joining' | 'ready' | 'failed';
  error: string | null;
  send: (text: string) => Promise<boolean>;
  edit: (messageId: string, text: string) => Promise<boolean>;
  pin: (messageId: string) => Promise<boolean>;
  remove: (messageId: string) => Promise<boolean>;
}

const byTime = (a: RocketMessage, b: RocketMessage) =>
  a.ts.localeCompare(b.ts) || a._id.localeCompare(b._id);

/**
 * A course's channel: joins it, reads the latest messages, then follows it over the chat's
 * realtime socket (chat-stream.ts: new, edited, pinned and deleted messages pushed as they
 * happen, plus a sync every 30 seconds as a safety net); while there is no socket (an old server,
 * a refused token, a dropped connection) it asks every 1.5 seconds what changed since
 * (chat.syncMessages) instead. Pushes and syncs land in the same list. Sending, editing,
 * pinning and deleting stay on REST and apply the answer at once; a failure says why and returns
 * false (the caller keeps what was typed).
 */
export function useChatRoom(channelId: string | null): ChatRoomState {
  const { http, config } = useServices();
  const { claims } = useSession();
  const owner = claims?.user_id ?? '';
  const [messages, setMessages] = useState<RocketMessage[]>([]);
  const [pinned, setPinned] = useState<RocketMessage | null>(null);
  const [status, setStatus] = useState<ChatRoomState['status']>('joining');
  // A failed action's message stays until the next action succeeds; a failed sync's until the
  // next sync does: a background poll never hides why a send was refused.
  const [actionError, setActionError] = useState<string | null>(null);
  const [syncError, setSyncError] = useState<string | null>(null);

  /** Adds or replaces messages by id, and drops the deleted ones. */
  const apply = useCallback(
    (updated: readonly RocketMessage[], deletedIds: readonly string[] = []) => {
      if (updated.length === 0 && deletedIds.length === 0) return;
      const gone = new Set(deletedIds);
      setMessages((current) => {
        const byId = new Map(current.map((message) => [message._id, message]));
        for (const message of updated) byId.set(message._id, message);
        for (const id of gone) byId.delete(id);
        return [...byId.values()].sort(byTime).slice(-KEPT);
      });
      setPinned((current) => {
        if (current && gone.has(current._id)) return null;
        const newestPin = updated
          .filter((message) => message.pinned && message.pinnedAt)
          .reduce<RocketMessage | null>(
            (newest, message) =>
              !newest || message.pinnedAt! > newest.pinnedAt! ? message : newest,
            current,
          );
        // The shown pin edited: its new text.
        return updated.find((message) => message._id === newestPin?._id) ?? newestPin;
      });
    },
    [],
  );

  useEffect(() => {
    if (!channelId || !owner) return;
    let stopped = false;
    let tick = 0;
    let lastChange = '1970-01-01T00:00:00.000Z';
    let timer: number | undefined;
    let stream: ChatStream | null = null;
    // While the socket pushes, syncs only resync (and read the pin each time: no push unpins).
    let live = false;
    const readPinned = async () => {
      const answer = await chatCall(http, owner, chatEndpoints.pinnedMessages, {
        query: { roomId: channelId, count: 1 },
      });
      if (!stopped) setPinned(answer.messages[0] ?? null);
    };
    let polling = false;
    let again = false;
    const poll = async () => {
      // A slow answer is waited for: syncs never pile up on a struggling server. A sync asked
      // for meanwhile runs once after it: it may be the catch-up of a new subscription, which
      // must start after the subscription did.
      if (polling) {
        again = true;
        return;
      }
      polling = true;
      tick += 1;
      try {
        // The sync's own cursor only: a pushed change never moves it, so a push lost between two
        // others is still found by the next sync.
        const { result } = await chatCall(http, owner, chatEndpoints.syncMessages, {
          query: { roomId: channelId, lastUpdate: nextSyncFrom(lastChange) },
        });
        if (stopped) return;
        lastChange = lastChangeOf(result, lastChange);
        apply(
          result.updated,
          result.deleted.map((deleted) => deleted._id),
        );
        if (live || tick % PINNED_EVERY === 0) await readPinned();
        setSyncError(null);
      } catch (failure) {
        if (!stopped) setSyncError(chatErrorMessage(failure));
      } finally {
        polling = false;
        if (again && !stopped) {
          again = false;
          void poll();
        }
      }
    };
    const schedule = () => {
      window.clearTimeout(timer);
      if (stopped) return;
      timer = window.setTimeout(
        () => void poll().then(schedule),
        live ? CHAT_RESYNC_MS : CHAT_POLL_MS,
      );
    };
    const followPushes = () => {
      const url = chatRealtimeUrl(config.chatBaseUrl, window.location.href);
      if (!url) return;
      stream = openChatStream({
        url,
        roomId: channelId,
        readToken: () => readChatSession(owner)?.authToken ?? null,
        createSocket: (address) => new WebSocket(address),
        onMessage: (message) => apply([message]),
        onDeleted: (messageId) => apply([], [messageId]),
        onLive: (isLive) => {
          live = isLive;
          // Subscribed: what changed before the subscription began is read once now. Lost:
          // polling every 1.5 s again, from the last sync on.
          if (isLive) void poll();
          schedule();
        },
      });
    };
    void (async () => {
      try {
        await chatCall(http, owner, chatEndpoints.channelsJoin, { body: { roomId: channelId } });
        await readPinned();
        const history = await chatCall(http, owner, chatEndpoints.channelsHistory, {
          query: { roomId: channelId, count: 50 },
        });
        if (stopped) return;
        lastChange = lastChangeOf(
          { updated: history.messages, deleted: [], cursor: { next: null, previous: null } },
          lastChange,
        );
        apply(history.messages);
        setStatus('ready');
        // Changes are asked for once the channel is joined and its history shown: polled until
        // the realtime socket pushes them (the join logged in to the chat, so its token is kept).
        schedule();
        followPushes();
      } catch (failure) {
        if (!stopped) {
          setStatus('failed');
          setSyncError(chatErrorMessage(failure));
        }
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.close();
    };
  }, [http, config, owner, channelId, apply]);

  /** One chat action: its answer applied, or its failure said. */
  const act = useCallback(async (run: () => Promise<void>) => {
    try {
      await run();
      setActionError(null);
      return true;
    } catch (failure) {
      setActionError(chatErrorMessage(failure));
      return false;
    }
  }, []);

  const send = useCallback(
    (text: string) =>
      act(async () => {
        if (!channelId) throw new Error('no channel');
        const answer = await chatCall(http, owner, chatEndpoints.postMessage, {
          body: { roomId: channelId, text },
        });
        apply([answer.message]);
      }),
    [act, http, owner, channelId, apply],
  );

  const edit = useCallback(
    (messageId: string, text: string) =>
      act(async () => {
        if (!channelId) throw new Error('no channel');
        const answer = await chatCall(http, owner, chatEndpoints.updateMessage, {
          body: { roomId: channelId, msgId: messageId, text },
        });
        apply([answer.message]);
      }),
    [act, http, owner, channelId, apply],
  );

  const pin = useCallback(
    (messageId: string) =>
      act(async () => {
        const answer = await chatCall(http, owner, chatEndpoints.pinMessage, {
          body: { messageId },
        });
        apply([answer.message]);
      }),
    [act, http, owner, apply],
  );

  const remove = useCallback(
    (messageId: string) =>
      act(async () => {
        if (!channelId) throw new Error('no channel');
        await chatCall(http, owner, chatEndpoints.deleteMessage, {
          body: { roomId: channelId, msgId: messageId },
        });
        apply([], [messageId]);
      }),
    [act, http, owner, channelId, apply],
  );

  return {
    messages,
    pinned,
    status,
    error: actionError ?? syncError,
    send,
    edit,
    pin,
    remove,
  };
}
