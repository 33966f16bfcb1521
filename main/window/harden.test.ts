import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import { hardenSession, type HardenableSession } from './harden-session.ts';
import {
  hardenWebContents,
  type HardenableWebContents,
  type PreventableEvent,
} from './harden-web-contents.ts';

const APP = 'app://tech-journey';

function fakeContents() {
  const listeners = new Map<string, (event: PreventableEvent, url: string) => void>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents: HardenableWebContents = {
    on: (event: string, listener: (event: PreventableEvent, url: string) => void) =>
      listeners.set(event, listener),
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
  };
  const fire = (name: string, url = '') => {
    const event = { preventDefault: vi.fn() };
    listeners.get(name)?.(event, url);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler?.({ url }) };
}

function setup() {
  const fake = fakeContents();
  const openExternal = vi.fn(async () => undefined);
  const logger = createMemoryLogger();
  hardenWebContents(fake.contents, {
    appOrigin: APP,
    allowedExternalOrigins: ['https://events.school.ch'],
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
