import type { FetchLike } from '../auth/auth-api.ts';

export const NOW_MS = Date.UTC(2025, 8, 1, 8, 0, 0);
export const API_BASE_URL = 'https://tj.example.ch/api/tj';

/** A well-formed (unsigned) access token of ours that expires `secondsLeft` after NOW_MS. */
export function accessTokenExpiringIn(secondsLeft: number, marker = 'a'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const nowSeconds = Math.floor(NOW_MS / 1000);
  const claims = {
    exp: nowSeconds + secondsLeft,
    iat: nowSeconds - 60,
    iss: 'tech-journey',
    aud: 'tech-journey-clients',
    user_id: 'u1',
    name: 'Giulia Rossi',
    role: 'student',
    password_expired: false,
    admin: false,
    marker,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Route = (body: Record<string, unknown>) => Response | Promise<Response>;

/**
 * A fake platform server behind a fetch function: each path answers with the given route, every
 * call is recorded, and an unknown path (or `down: true`) fails like a network error.
 */
export function createFakeAuthServer(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const state = { down: false };
  const fetch: FetchLike = async (url, init) => {
    const body = JSON.parse(String(init.body ?? 'null')) as Record<string, unknown>;
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body,
    });
    const path = url.slice(API_BASE_URL.length);
    const route = routes[path];
    if (state.down || !route) throw new TypeError('fetch failed');
    // Let concurrent callers pile up before the answer, as a real network would.
    await new Promise((resolve) => setImmediate(resolve));
    return route(body);
  };
  return { fetch, calls, state };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
