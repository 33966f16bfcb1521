import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages load lazily: on a busy 2-core CI machine the first render of a route can take over the
// library's 1 s default before findBy*/waitFor give up. A longer limit only matters when a test
// would otherwise fail; it asserts nothing about speed.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

// jsdom has no scrolling; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

// No web test reaches the network: a chat panel's realtime socket is refused, as by a server
// without /websocket, unless a test puts its own fake (testing/fake-websocket.ts) in place.
class RefusedWebSocket {
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  constructor() {
    queueMicrotask(() => {
      this.onerror?.({});
      this.onclose?.({});
    });
  }
  send() {}
  close() {}
}
globalThis.WebSocket = RefusedWebSocket as unknown as typeof WebSocket;
