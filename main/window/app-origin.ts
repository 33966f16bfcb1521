/**
 * Where the renderer comes from. Packaged builds serve it through the privileged custom protocol
 * `app://tech-journey/` (history routing works, no file:// paths); development loads the
 * electron-vite dev server. Every security check compares against this one origin.
 */
import { DESKTOP_APP_ORIGIN } from '#common/constants.ts';

export const APP_SCHEME = 'app';
export const APP_HOST = 'tech-journey';
export const APP_ORIGIN = DESKTOP_APP_ORIGIN;

export interface RendererLocation {
  /** The URL the main window loads. */
  entryUrl: string;
  /** The only origin allowed to navigate in our windows and to call IPC. */
  origin: string;
}

const SCHEMES_WITH_ORIGIN = new Set(['http:', 'https:', `${APP_SCHEME}:`]);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `scheme://host[:port]` of a URL, or null for anything without a usable origin (file:, data:,
 * about:, credentials in the URL, garbage). Node's URL reports "null" as the origin of custom
 * schemes, so it is composed here the way Chromium does for a standard scheme.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!SCHEMES_WITH_ORIGIN.has(parsed.protocol) || parsed.host === '') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * The renderer's location. ELECTRON_RENDERER_URL is honoured only in unpackaged builds and only
 * for a loopback http server: an environment variable must never point a packaged app (and its
 * bridge) at a remote page.
 */
export function rendererLocation(options: {
  isPackaged: boolean;
  devServerUrl: string | undefined;
}): RendererLocation {
  const devUrl = options.isPackaged ? undefined : options.devServerUrl;
  if (devUrl) {
    const parsed = URL.canParse(devUrl) ? new URL(devUrl) : null;
    const origin = originOf(devUrl);
    if (parsed && origin && parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)) {
      return { entryUrl: devUrl, origin };
    }
  }
  return { entryUrl: `${APP_ORIGIN}/`, origin: APP_ORIGIN };
}

/**
 * Privileges of the app:// scheme, registered before the app is ready: a standard scheme (real
 * origins, relative URLs, history routing), a secure context like https, fetch() and media
 * streaming. It does not bypass the CSP and registers no service workers.
 */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  stream: true,
  bypassCSP: false,
  allowServiceWorkers: false,
} as const;
