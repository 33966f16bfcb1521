import { decodeAccessClaims, type AccessClaims } from '#common/auth/claims.ts';
import type { PlatformBridge } from './bridge/platform-bridge.ts';
import { createExternalStore } from './external-store.ts';

export interface SessionSnapshot {
  readonly accessToken: string | null;
  /** The token's claims, read without verification (the server verifies every call). */
  readonly claims: AccessClaims | null;
}

/** The renderer's view of the session: the current access token and its claims. */
export interface SessionStore {
  /** Asks the bridge for the session once (page load); later calls share that answer. */
  ready(): Promise<void>;
  get(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** A token from sign-in or refresh; an undecodable token counts as no session. */
  setAccessToken(token: string | null): void;
  clear(): void;
}

const SIGNED_OUT: SessionSnapshot = { accessToken: null, claims: null };

export function createSessionStore(bridge: Pick<PlatformBridge, 'getAccessToken'>): SessionStore {
  const store = createExternalStore<SessionSnapshot>(SIGNED_OUT);
  let loading: Promise<void> | null = null;

  const setAccessToken = (token: string | null) => {
    if (token === store.get().accessToken) return;
    const claims = token ? decodeAccessClaims(token) : null;
    store.set(claims ? { accessToken: token, claims } : SIGNED_OUT);
  };

  return {
    ready() {
      loading ??= bridge.getAccessToken().then(
        (token) => {
          // A sign-in may have finished while the bridge answered; keep the newer session.
          if (store.get().accessToken === null) setAccessToken(token);
        },
        () => undefined,
      );
      return loading;
    },
    get: store.get,
    subscribe: store.subscribe,
    setAccessToken,
    clear: () => store.set(SIGNED_OUT),
  };
}
