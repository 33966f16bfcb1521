import { vi } from 'vitest';
import type { AppConfig } from '#common/config/app-config.ts';
import type { IpcHandlers, MainServices } from '../ipc/ipc-handlers.ts';
import type { IpcInvokeEventLike, SenderPolicy } from '../ipc/sender-policy.ts';

export const OWN_WEB_CONTENTS = { id: 1 };
export const APP = 'app://tech-journey';

export const senderPolicy: SenderPolicy = {
  appOrigin: APP,
  isOwnWebContents: (sender) => sender === OWN_WEB_CONTENTS,
};

/** An invoke event from the top frame of our window at `url`, unless overridden. */
export function invokeEvent(overrides: Partial<IpcInvokeEventLike> = {}): IpcInvokeEventLike {
  return {
    sender: OWN_WEB_CONTENTS,
    senderFrame: { url: `${APP}/sign-in`, parent: null },
    ...overrides,
  };
}

export const TEST_CONFIG: AppConfig = {
  apiBaseUrl: 'http://127.0.0.1:8787/api/tj',
  liveBaseUrl: 'http://127.0.0.1:8787/api/live',
  reportsBaseUrl: 'http://127.0.0.1:8787/api/reports',
  surveysBaseUrl: 'http://127.0.0.1:8787/api/surveys',
  ltiBaseUrl: 'http://127.0.0.1:8787/api/lti',
  chatBaseUrl: 'http://127.0.0.1:8787/api/chat/api/v1',
  eventsUrl: '',
  environment: 'development',
  cookieDomain: '127.0.0.1',
  sentryDsn: '',
  analyticsUrl: '',
  analyticsSiteId: '',
  previousPlatformUrl: '',
  accessibilityEmail: '',
  kiosk: false,
};

/** Services whose every method is a spy. */
export function fakeServices(): MainServices & {
  auth: { [K in keyof MainServices['auth']]: ReturnType<typeof vi.fn> };
} {
  return {
    auth: {
      signIn: vi.fn(async () => ({ ok: true as const, accessToken: 'access' })),
      redeemSsoCode: vi.fn(async () => ({ ok: true as const, accessToken: 'access' })),
      getAccessToken: vi.fn(async () => 'access'),
      refresh: vi.fn(async () => 'access-2'),
      signOut: vi.fn(async () => undefined),
      hasSession: vi.fn(async () => true),
    },
    schoolSignIn: { start: vi.fn(async () => ({ ok: true as const, accessToken: 'school' })) },
    config: { get: () => TEST_CONFIG },
    downloads: {
      start: vi.fn(() => ({ id: '9b2f3c1e-8d4a-4f6b-a1c2-3d4e5f607182' })),
      cancel: vi.fn(),
      open: vi.fn(async () => undefined),
      showInFolder: vi.fn(),
      list: vi.fn(() => []),
      getFolder: vi.fn(() => ({ askEveryTime: false, folder: '/home/prof/Scaricati' })),
      chooseFolder: vi.fn(async () => ({ askEveryTime: false, folder: '/home/prof/Scaricati' })),
      setAskEveryTime: vi.fn((askEveryTime: boolean) => ({
        askEveryTime,
        folder: '/home/prof/Scaricati',
      })),
    },
    deepLinks: { takePending: vi.fn(() => null) },
  };
}

export type { IpcHandlers };
