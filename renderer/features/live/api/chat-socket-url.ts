/**
 * The address of the chat's realtime API (Rocket.Chat's DDP socket) from the REST base URL:
 * Rocket.Chat serves REST under `<root>/api/v1` and the socket at `<root>/websocket`, so our
 * `/api/chat/api/v1` gives `/api/chat/websocket` and a school's `https://chat.school.ch/api/v1`
 * gives `wss://chat.school.ch/websocket`. Same host and port as REST, ws for http and wss for
 * https: the socket reaches exactly the server the REST calls do (and the desktop CSP lists it,
 * main/window/csp.ts). A relative base URL (the web UI served by the platform server) is read
 * against the page; null when there is no http(s) address to derive from.
 */
export function chatSocketUrl(chatBaseUrl: string, pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(chatBaseUrl, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/websocket`;
  url.search = '';
  url.hash = '';
  return url.href;
}
