import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';

/** The chat login kept on the device (spec 01 §3: chat token and user id). */
export interface ChatSession {
  /** Our account the chat login belongs to: another account on the same PC never reuses it. */
  owner: string;
  userId: string;
  authToken: string;
}

export function readChatSession(owner: string): ChatSession | null {
  const stored = readStorage('local', STORAGE_KEYS.chatSession);
  if (!stored) return null;
  try {
    const session = JSON.parse(stored) as Partial<ChatSession>;
    return session.owner === owner &&
      typeof session.userId === 'string' &&
      typeof session.authToken === 'string'
      ? (session as ChatSession)
      : null;
  } catch {
    return null;
  }
}

export function keepChatSession(session: ChatSession): void {
  writeStorage('local', STORAGE_KEYS.chatSession, JSON.stringify(session));
}

/** At sign-out (and when the chat refuses the token): the next chat call logs in again. */
export function forgetChatSession(): void {
  writeStorage('local', STORAGE_KEYS.chatSession, null);
}
