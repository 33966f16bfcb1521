/** Rocket.Chat's REST API v1 sits under its server's root, beside the realtime API. */
export const CHAT_REST_SUFFIX = '/api/v1';
/** Rocket.Chat's realtime API (DDP over WebSocket) under its server's root. */
export const CHAT_REALTIME_PATH = '/websocket';

/** The chat's root (Rocket.Chat's server URL) from chatBaseUrl, its REST API's base. */
export const chatRootOf = (chatBaseUrl: string): string => {
  const base = chatBaseUrl.replace(/\/+$/, '');
  return base.endsWith(CHAT_REST_SUFFIX) ? base.slice(0, -CHAT_REST_SUFFIX.length) : base;
};

/**
 * The WebSocket URL of the realtime API for a chatBaseUrl, as Rocket.Chat's clients derive it:
 * REST under `<root>/api/v1`, the socket at `<root>/websocket`, same host and port, ws for http
 * and wss for https. Our `/api/chat/api/v1` gives `/api/chat/websocket`, a school's
 * `https://chat.school.ch/api/v1` gives `wss://chat.school.ch/websocket`. A relative base URL
 * (the web UI served by the platform server) is read against `pageUrl`; null when there is no
 * http(s) address to derive from (the desktop app's own `app://` page with a relative base).
 */
export function chatRealtimeUrl(chatBaseUrl: string, pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(chatBaseUrl, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${chatRootOf(url.pathname)}${CHAT_REALTIME_PATH}`;
  url.search = '';
  url.hash = '';
  return url.href;
}
