import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { APP_HOST, APP_SCHEME } from './app-origin.ts';

/** What a request to app://tech-journey/… asks for. */
export type AppRequestTarget =
  { kind: 'file'; path: string; isRoute: boolean } | { kind: 'refused' };

/**
 * Maps an app:// URL to a file under the renderer's build directory. Refused: another host,
 * malformed escapes, NUL bytes, backslashes and any `..` segment, and, as a last line of
 * defence, any path that would resolve outside the root. A path without an extension is a
 * client-side route (history routing), to be answered with index.html when no such file exists.
 */
export function resolveAppRequest(rootDir: string, requestUrl: string): AppRequestTarget {
  if (!URL.canParse(requestUrl)) return { kind: 'refused' };
  const url = new URL(requestUrl);
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { kind: 'refused' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'refused' };
  }
  if (/[\0\\]/.test(pathname) || pathname.split('/').includes('..')) return { kind: 'refused' };
  const root = resolve(rootDir);
  const relative = pathname.replace(/^\/+/, '');
  const path = relative === '' ? resolve(root, 'index.html') : resolve(root, relative);
  if (!path.startsWith(root + sep)) return { kind: 'refused' };
  return { kind: 'file', path, isRoute: relative === '' || extname(relative) === '' };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The handler behind protocol.handle('app', …): serves the built renderer with its CSP, falls
 * back to index.html for client-side routes, and answers 404 for anything else.
 *
 * Every request reads the file on disk now (nothing is memoised), so the renderer's version
 * check and chunk reload work here exactly as against the platform server: its hourly fetch of
 * /version.json reads the descriptor of the build under rootDir, and its reload at the target
 * path comes back through this handler (history fallback). In a packaged app rootDir is inside
 * the installed package, which changes only when an update is installed at quit (electron-
 * updater), so there a new build arrives with the restart; a build written under a running
 * unpacked app (npm run build with `electron .`) is picked up by the next check.
 */
export function createAppProtocolHandler(options: {
  rootDir: string;
  contentSecurityPolicy: string;
}) {
  const serve = async (path: string, method: string): Promise<Response> => {
    const body = method === 'HEAD' ? null : await readFile(path);
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        'content-security-policy': options.contentSecurityPolicy,
        'x-content-type-options': 'nosniff',
        // The build descriptor must never come from a cache (renderer/lib/version-check.ts).
        'cache-control':
          path === resolve(options.rootDir, 'version.json') ? 'no-store' : 'no-cache',
      },
    });
  };

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405 });
    }
    const target = resolveAppRequest(options.rootDir, request.url);
    if (target.kind === 'refused') return new Response(null, { status: 404 });
    if (await isFile(target.path)) return serve(target.path, request.method);
    if (target.isRoute) return serve(resolve(options.rootDir, 'index.html'), request.method);
    return new Response(null, { status: 404 });
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
