import { apiErrorSchema } from '#common/api/errors.ts';
import type { AppConfig } from '#common/config/app-config.ts';
import type { DownloadRequest, DownloadService } from '#common/ipc/downloads.ts';
import type { FetchLike } from '../auth/auth-api.ts';

/** The part of the auth service a download needs. */
export interface DownloadAuth {
  getAccessToken(): Promise<string | null>;
  refresh(): Promise<string | null>;
}

const BASE_URL_KEYS = {
  api: 'apiBaseUrl',
  reports: 'reportsBaseUrl',
  live: 'liveBaseUrl',
  surveys: 'surveysBaseUrl',
} as const satisfies Record<DownloadService, keyof AppConfig>;

/**
 * The absolute URL of a download: the service's base URL from main's own configuration. The path
 * is checked again after URL parsing, which decodes what a string check cannot see ('%2e%2e' is
 * a '..' segment): the result must keep the base's origin and stay under its path. Throws if not.
 */
export function downloadUrl(
  config: AppConfig,
  request: Pick<DownloadRequest, 'service' | 'path'>,
): string {
  const base = new URL(config[BASE_URL_KEYS[request.service]]);
  const basePath = base.pathname.replace(/\/+$/, '') + '/';
  const url = new URL(base.href.replace(/\/+$/, '') + request.path);
  if (url.origin !== base.origin || !url.pathname.startsWith(basePath)) {
    throw new Error('The download path leaves its service.');
  }
  return url.href;
}

/**
 * Sends the request with the bearer token; after a 401 refreshes once and retries once (the same
 * rule as the renderer's service clients). Resolves with the last response, successful or not.
 */
export async function fetchWithAuth(
  fetch: FetchLike,
  auth: DownloadAuth,
  url: string,
  request: DownloadRequest,
  signal: AbortSignal,
): Promise<Response> {
  const send = (token: string | null) => {
    const headers: Record<string, string> = { accept: '*/*' };
    if (token) headers.authorization = `Bearer ${token}`;
    // File routes never redirect; following one would carry the bearer token to another URL.
    const init: RequestInit = {
      method: request.method ?? 'GET',
      headers,
      signal,
      redirect: 'error',
    };
    if (init.method === 'POST') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(request.body ?? {});
    }
    return fetch(url, init);
  };
  const first = await send(await auth.getAccessToken());
  if (first.status !== 401) return first;
  const refreshed = await auth.refresh();
  if (!refreshed) return first;
  await first.body?.cancel().catch(() => undefined);
  return send(refreshed);
}

const MAX_ERROR_BODY_CHARS = 64 * 1024;

/** The server's Italian message from an error answer ({ message, code }), or undefined. */
export async function errorMessageOf(response: Response): Promise<string | undefined> {
  try {
    const text = (await response.text()).slice(0, MAX_ERROR_BODY_CHARS);
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

/** Content-Length as a number, or null when absent or not a plain integer. */
export function contentLengthOf(response: Response): number | null {
  const header = response.headers.get('content-length');
  return header && /^\d+$/.test(header) ? Number(header) : null;
}
