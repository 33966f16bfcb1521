import { useCallback, useEffect, useRef, useState } from 'react';
import { chatEndpoints } from '#common/api/chat/endpoints.ts';
import type { RocketMessage } from '#common/api/chat/rocket.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { chatCall, chatErrorMessage } from '../api/chat-calls.ts';

/** New messages reach an open panel within this time (issue 14: 2 seconds). */
const POLL_MS = 2_000;
/** The pinned message changes rarely; it is read again less often. */
const PINNED_EVERY = 10;
/** The most messages kept on screen. */
const KEPT = 200;

export interface ChatRoomState {
  messages: RocketMessage[];
  pinned: RocketMessage | null;
  status: 'joining' | 'ready' | 'failed';
  error: string | null;
  send: (text: string) => Promise<boolean>;
}

const byTime = (a: RocketMessage, b: RocketMessage) =>
  a.ts.localeCompare(b.ts) || a._id.localeCompare(b._id);

/**
 * A course's channel: joins it, reads the latest messages, then polls for newer ones every
 * 2 seconds (only those after the newest seen) and the pinned one now and then. Sending adds the
 * answer at once; a failure says why and keeps what was typed (the caller keeps the text).
 */
export function useChatRoom(channelId: string | null): ChatRoomState {
  const { http } = useServices();
  const { claims } = useSession();
  const owner = claims?.user_id ?? '';
  const [messages, setMessages] = useState<RocketMessage[]>([]);
  const [pinned, setPinned] = useState<RocketMessage | null>(null);
  const [status, setStatus] = useState<ChatRoomState['status']>('joining');
  const [error, setError] = useState<string | null>(null);
  const newest = useRef<string | null>(null);

  const merge = useCallback((incoming: readonly RocketMessage[]) => {
    if (incoming.length === 0) return;
    setMessages((current) => {
      const known = new Set(current.map((message) => message._id));
      const merged = [...current, ...incoming.filter((message) => !known.has(message._id))].sort(
        byTime,
      );
      newest.current = merged.at(-1)?.ts ?? newest.current;
      return merged.slice(-KEPT);
    });
  }, []);

  useEffect(() => {
    if (!channelId || !owner) return;
    let stopped = false;
    let tick = 0;
    const readPinned = async () => {
      const answer = await chatCall(http, owner, chatEndpoints.pinnedMessages, {
        query: { roomId: channelId, count: 1 },
      });
      if (!stopped) setPinned(answer.messages[0] ?? null);
    };
    const poll = async () => {
      tick += 1;
      try {
        const answer = await chatCall(http, owner, chatEndpoints.channelsHistory, {
          query: {
            roomId: channelId,
            count: 50,
            ...(newest.current ? { oldest: newest.current } : {}),
          },
        });
        if (stopped) return;
        merge(answer.messages);
        if (tick % PINNED_EVERY === 0) await readPinned();
        setError(null);
      } catch (failure) {
        if (!stopped) setError(chatErrorMessage(failure));
      }
    };
    void (async () => {
      try {
        await chatCall(http, owner, chatEndpoints.channelsJoin, { body: { roomId: channelId } });
        await readPinned();
        await poll();
        if (!stopped) setStatus('ready');
      } catch (failure) {
        if (!stopped) {
          setStatus('failed');
          setError(chatErrorMessage(failure));
        }
      }
    })();
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [http, owner, channelId, merge]);

  const send = useCallback(
    async (text: string) => {
      if (!channelId) return false;
      try {
        const answer = await chatCall(http, owner, chatEndpoints.postMessage, {
          body: { roomId: channelId, text },
        });
        merge([answer.message]);
        setError(null);
        return true;
      } catch (failure) {
        setError(chatErrorMessage(failure));
        return false;
      }
    },
    [http, owner, channelId, merge],
  );

  return { messages, pinned, status, error, send };
}
