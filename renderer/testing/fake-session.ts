import { vi } from 'vitest';
import type { AccessClaims } from '#common/auth/claims.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '#common/auth/claims.ts';
import type { Role } from '#common/auth/roles.ts';
import type { AppConfig } from '#common/config/app-config.ts';
import type { PlatformBridge } from '../lib/bridge/platform-bridge.ts';

const NAMES: Record<Role, string> = {
  student: 'Giulia Bianchi',
  professor: 'Marco Rossi',
  visitor: 'Luca Verdi',
  sorintian: 'Sara Neri',
};

/** An unsigned token with our claims; the renderer only reads claims, it never verifies. */
export function fakeToken(role: Role, overrides: Partial<AccessClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const claims: AccessClaims = {
    exp: now + 900,
    iat: now,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    user_id: `${role}-1`,
    name: NAMES[role],
    role,
    password_expired: false,
    admin: false,
    ...overrides,
  };
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const TEST_CONFIG: AppConfig = {
  apiBaseUrl: '/api/tj',
  liveBaseUrl: '/api/live',
  reportsBaseUrl: '/api/reports',
  surveysBaseUrl: '/api/surveys',
  ltiBaseUrl: '/api/lti',
  chatBaseUrl: '/api/chat/api/v1',
  eventsUrl: 'https://eventi.example.ch',
  environment: 'production',
  cookieDomain: 'localhost',
  sentryDsn: '',
  analyticsUrl: '',
  analyticsSiteId: '',
  previousPlatformUrl: '',
  accessibilityEmail: 'accessibilita@scuola.example',
  kiosk: false,
};

/** A bridge whose every method is a spy; `token` is the session found at start. */
export function createFakeBridge(token: string | null = null) {
  let signedOutListener: ((reason: 'idle' | 'refresh-failed' | 'user') => void) | null = null;
  const bridge = {
    kind: 'web' as const,
    getConfig: vi.fn(async () => TEST_CONFIG),
    signIn: vi.fn<PlatformBridge['signIn']>(async () => ({
      ok: false as const,
      status: 401,
      code: 'invalid_credentials',
      message: 'E-mail o password non corretti.',
    })),
    redeemSsoCode: vi.fn<PlatformBridge['redeemSsoCode']>(async () => ({
      ok: false as const,
      status: 401,
      code: 'sso_code_invalid',
      message: 'Il codice di accesso non è valido, è scaduto o è già stato usato.',
    })),
    getAccessToken: vi.fn(async () => token),
    refresh: vi.fn<PlatformBridge['refresh']>(async () => null),
    signOut: vi.fn(async () => undefined),
    onSignedOut: vi.fn((listener: (reason: 'idle' | 'refresh-failed' | 'user') => void) => {
      signedOutListener = listener;
      return () => {
        signedOutListener = null;
      };
    }),
    /** Test helper: the platform ends the session. */
    emitSignedOut: (reason: 'idle' | 'refresh-failed' | 'user') => signedOutListener?.(reason),
  };
  return bridge satisfies PlatformBridge;
}
