import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '#common/config/app-config.ts';
import { TEST_CONFIG } from '../../testing/fake-session.ts';
import { createExternalStore } from '../external-store.ts';
import { catchEarlyErrors } from './early-errors.ts';
import type { SessionSnapshot } from '../session-store.ts';
import { startRendererMonitoring, type StartMonitoringDeps } from './start-monitoring.ts';

const DSN = 'https://public@o1.ingest.sentry.io/42';

function setup(overrides: Partial<AppConfig>, pageHost = 'tj.scuola.example.ch') {
  const monitor = { setUserId: vi.fn(), captureException: vi.fn() };
  const browserInit = vi.fn(() => monitor);
  const desktopInit = vi.fn(() => monitor);
  const deps: StartMonitoringDeps = {
    pageHost,
    loadBrowserSdk: vi.fn(async () => browserInit),
    loadDesktopSdk: vi.fn(async () => desktopInit),
  };
  const session = createExternalStore<SessionSnapshot>({ accessToken: null, claims: null });
  return {
    config: { ...TEST_CONFIG, ...overrides },
    deps,
    session,
    monitor,
    browserInit,
    desktopInit,
  };
}

describe('startRendererMonitoring', () => {
  it.each([
    // platform, cookie domain, page host, DSN → SDK loaded
    ['web', '', 'tj.scuola.example.ch', DSN, 'browser'],
    ['web', '', 'tj.scuola.example.ch', '', null],
    ['web', '', 'localhost', DSN, null],
    ['web', '', 'web.dev.techjourney.internal', DSN, null],
    ['web', 'scuola.example.ch', 'localhost', DSN, 'browser'],
    ['web', 'uat.techjourney.internal', 'tj.scuola.example.ch', DSN, null],
    ['desktop', 'tj.scuola.example.ch', 'tech-journey', DSN, 'desktop'],
    ['desktop', '127.0.0.1', 'tech-journey', DSN, null],
    // On desktop main fills the domain; the app:// host never turns reporting on.
    ['desktop', '', 'tech-journey', DSN, null],
  ] as const)(
    '%s, cookie domain %j, page host %j, DSN %j → %s',
    async (platform, cookieDomain, pageHost, sentryDsn, loaded) => {
      const t = setup({ cookieDomain, sentryDsn }, pageHost);
      const on = await startRendererMonitoring(t.config, platform, t.session, t.deps);
      expect(on).toBe(loaded !== null);
      expect(t.deps.loadBrowserSdk).toHaveBeenCalledTimes(loaded === 'browser' ? 1 : 0);
      expect(t.deps.loadDesktopSdk).toHaveBeenCalledTimes(loaded === 'desktop' ? 1 : 0);
    },
  );

  it('initialises with the spec rates and reports the signed-in user by id only', async () => {
    const t = setup({ cookieDomain: '', sentryDsn: DSN, environment: 'production' });
    await startRendererMonitoring(t.config, 'web', t.session, t.deps);
    expect(t.browserInit).toHaveBeenCalledWith({
      dsn: DSN,
      environment: 'production',
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(t.monitor.setUserId).toHaveBeenLastCalledWith(null);
    t.session.set({
      accessToken: 'token',
      claims: { user_id: '42' } as SessionSnapshot['claims'],
    });
    expect(t.monitor.setUserId).toHaveBeenLastCalledWith('42');
    t.session.set({ accessToken: null, claims: null });
    expect(t.monitor.setUserId).toHaveBeenLastCalledWith(null);
  });

  it('reports the errors of the moments before it started, then leaves them to the SDK', async () => {
    const t = setup({ cookieDomain: '', sentryDsn: DSN });
    const page = new EventTarget();
    const early = catchEarlyErrors(page);
    const startUpError = new Error('boom during start-up');
    page.dispatchEvent(Object.assign(new Event('error'), { error: startUpError }));
    page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'refused' }));

    await startRendererMonitoring(t.config, 'web', t.session, t.deps, early);
    expect(t.monitor.captureException.mock.calls).toEqual([[startUpError], ['refused']]);
    // The SDK's own handlers take over: the early catcher no longer listens.
    page.dispatchEvent(Object.assign(new Event('error'), { error: new Error('later') }));
    expect(early.stop()).toEqual([]);
  });

  it('drops the early errors where reporting is off', async () => {
    const t = setup({ cookieDomain: '', sentryDsn: '' });
    const page = new EventTarget();
    const early = catchEarlyErrors(page);
    page.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    expect(await startRendererMonitoring(t.config, 'web', t.session, t.deps, early)).toBe(false);
    expect(t.monitor.captureException).not.toHaveBeenCalled();
    page.dispatchEvent(Object.assign(new Event('error'), { error: new Error('later') }));
    expect(early.stop()).toEqual([]);
  });

  it('keeps the app running when the SDK cannot load', async () => {
    const t = setup({ cookieDomain: '', sentryDsn: DSN });
    t.deps.loadBrowserSdk = vi.fn(async () => Promise.reject(new Error('chunk missing')));
    expect(await startRendererMonitoring(t.config, 'web', t.session, t.deps)).toBe(false);
  });
});
