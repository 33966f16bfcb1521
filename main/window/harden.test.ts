import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import { hardenSession, type HardenableSession } from './harden-session.ts';
import { allowedExternalOrigins } from './navigation-policy.ts';
import {
  hardenWebContents,
  type HardenableWebContents,
  type PreventableEvent,
} from './harden-web-contents.ts';

const APP = 'app://tech-journey';

type AnyListener = (event: never, url: string) => void;

function fakeContents() {
  const listeners = new Map<string, AnyListener>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents: HardenableWebContents = {
    on: (event: string, listener: AnyListener) => listeners.set(event, listener),
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
  };
  const fire = (name: string, url = '') => {
    const event = { preventDefault: vi.fn() };
    (listeners.get(name) as (e: PreventableEvent, url: string) => void)(event, url);
    return event.preventDefault.mock.calls.length > 0;
  };
  // will-frame-navigate carries the target in its event object.
  const navigateFrame = (url: string, isMainFrame = false) => {
    const details = { preventDefault: vi.fn(), url, isMainFrame };
    (listeners.get('will-frame-navigate') as (d: typeof details) => void)(details);
    return details.preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, navigateFrame, open: (url: string) => openHandler?.({ url }) };
}

function setup(config: { kiosk: boolean } = { kiosk: false }) {
  const fake = fakeContents();
  const openExternal = vi.fn(async () => undefined);
  const logger = createMemoryLogger();
  hardenWebContents(fake.contents, {
    appOrigin: APP,
    allowedExternalOrigins: allowedExternalOrigins({
      eventsUrl: 'https://events.school.ch/portal',
      ...config,
    }),
    allowedFrameOrigins: ['https://www.youtube-nocookie.com'],
    openExternal,
    logger,
  });
  return { ...fake, openExternal, logger };
}

describe('hardenWebContents', () => {
  it('lets the app navigate within its own origin', () => {
    const { fire } = setup();
    expect(fire('will-navigate', `${APP}/map`)).toBe(false);
    expect(fire('will-redirect', `${APP}/sign-in`)).toBe(false);
  });

  it('cancels navigations and redirects elsewhere, sending allowed links to the browser', () => {
    const { fire, openExternal, logger } = setup();
    expect(fire('will-navigate', 'https://evil.example/?token=abc')).toBe(true);
    expect(fire('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', 'https://events.school.ch/auth/sso')).toBe(true);
    expect(openExternal.mock.calls).toEqual([['https://events.school.ch/auth/sso']]);
    expect(logger.lines.join('\n')).not.toContain('token=abc');
  });

  it('denies every new window, opening only allowed links externally', () => {
    const { open, openExternal } = setup();
    expect(open('https://events.school.ch/calendar')).toEqual({ action: 'deny' });
    expect(open(`${APP}/map`)).toEqual({ action: 'deny' });
    expect(open('ms-settings:privacy')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://events.school.ch/calendar']]);
  });

  it('refuses every <webview>', () => {
    const { fire } = setup();
    expect(fire('will-attach-webview')).toBe(true);
  });

  it('lets embedded frames show only our origin and the no-cookie player', () => {
    const { navigateFrame, logger } = setup();
    expect(navigateFrame('https://www.youtube-nocookie.com/embed/abc')).toBe(false);
    expect(navigateFrame(`${APP}/map`)).toBe(false);
    expect(navigateFrame('about:blank')).toBe(false);
    expect(navigateFrame('https://www.youtube.com/watch?v=abc')).toBe(true);
    expect(navigateFrame('https://evil.example/?token=abc')).toBe(true);
    expect(navigateFrame('file:///etc/passwd')).toBe(true);
    expect(logger.lines.join('\n')).not.toContain('token=abc');
  });

  it('leaves the main frame to will-navigate (which sends allowed links to the browser)', () => {
    const { navigateFrame, openExternal } = setup();
    expect(navigateFrame('https://events.school.ch/auth/sso', true)).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('kiosk: no way out of the app', () => {
  it('refuses every other origin and opens nothing, not even the allowed events platform', () => {
    const { fire, open, openExternal } = setup({ kiosk: true });
    expect(fire('will-navigate', 'https://events.school.ch/auth/sso')).toBe(true);
    expect(fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(open('https://events.school.ch/calendar')).toEqual({ action: 'deny' });
    expect(open('mailto:prof@school.ch')).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
    expect(fire('will-navigate', `${APP}/map`)).toBe(false);
  });
});

describe('hardenSession', () => {
  function setupSession() {
    let onHeaders: Parameters<HardenableSession['webRequest']['onHeadersReceived']>[0] = () =>
      undefined;
    let onRequest: Parameters<HardenableSession['setPermissionRequestHandler']>[0] = () =>
      undefined;
    let onCheck: Parameters<HardenableSession['setPermissionCheckHandler']>[0] = () => true;
    const session: HardenableSession = {
      webRequest: { onHeadersReceived: (listener) => (onHeaders = listener) },
      setPermissionRequestHandler: (handler) => (onRequest = handler),
      setPermissionCheckHandler: (handler) => (onCheck = handler),
    };
    hardenSession(session, { appOrigin: 'http://localhost:5173', contentSecurityPolicy: 'CSP' });
    const headersFor = (url: string, responseHeaders: Record<string, string[]>) => {
      let result: unknown;
      onHeaders({ url, responseHeaders }, (response) => (result = response.responseHeaders));
      return result;
    };
    const request = (permission: string, requestingUrl: string) => {
      let granted: boolean | undefined;
      onRequest({}, permission, (answer) => (granted = answer), { requestingUrl });
      return granted;
    };
    return { headersFor, request, check: (p: string, o: string) => onCheck({}, p, o) };
  }

  it('replaces the CSP of our own documents and leaves other responses alone', () => {
    const { headersFor } = setupSession();
    expect(
      headersFor('http://localhost:5173/', { 'content-security-policy': ['lax'], 'x-a': ['1'] }),
    ).toEqual({ 'x-a': ['1'], 'Content-Security-Policy': ['CSP'] });
    expect(headersFor('https://tj.school.ch/api/tj/x', { 'x-a': ['1'] })).toEqual({ 'x-a': ['1'] });
  });

  it('denies permission requests and checks by default', () => {
    const { request, check } = setupSession();
    expect(request('media', 'http://localhost:5173/')).toBe(false);
    expect(request('fullscreen', 'https://evil.example/')).toBe(false);
    expect(request('fullscreen', 'http://localhost:5173/video')).toBe(true);
    expect(check('geolocation', 'http://localhost:5173')).toBe(false);
  });
});
