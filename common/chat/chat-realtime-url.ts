/** Rocket.Chat's REST API v1 sits under its server's root, beside the realtime API. */
export const CHAT_REST_SUFFIX = '/api/v1';
/** Rocket.Chat's realtime API (DDP over WebSocket) under its server's root. */
export const CHAT_REALTIME_PATH = '/websocket';

/** The chat's root (Rocket.Chat's server URL) from chatBaseUrl, its REST API's base. */
export const chatRootOf = (chatBaseUrl: string): string =>
  chatBaseUrl.endsWith(CHAT_REST_SUFFIX)
    ? chatBaseUrl.slice(0, -CHAT_REST_SUFFIX.length)
    : chatBaseUrl;

/**
 * The WebSocket URL of the realtime API for a chatBaseUrl (absolute, or a path resolved against
 * `origin`): ws for http, wss for https, as Rocket.Chat's clients derive it.
 */
export function chatRealtimeUrl(chatBaseUrl: string, origin: string): string {
  const url = new URL(`${chatRootOf(chatBaseUrl)}${CHAT_REALTIME_PATH}`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
