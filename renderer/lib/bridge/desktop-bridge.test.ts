import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from '#common/async/single-flight.ts';
import type { DesktopBridge } from '#common/ipc/contract.ts';
import { TEST_CONFIG } from '../../testing/fake-session.ts';
import { createPlatformBridge } from './create-platform-bridge.ts';
import { createDesktopBridge } from './desktop-bridge.ts';

function fakeDesktop() {
  let listener: ((payload: { reason: 'idle' | 'refresh-failed' | 'user' }) => void) | null = null;
  let release: (token: string | null) => void = () => undefined;
  // What main's auth service does behind window.desktop.authRefresh: one refresh at a time.
  const mainRefresh = vi.fn(() => new Promise<string | null>((resolve) => (release = resolve)));
  const desktop = {
    authSignIn: vi.fn(async () => ({ ok: true as const, accessToken: 't.o.k' })),
    authRedeemSsoCode: vi.fn(async () => ({ ok: true as const, accessToken: 's.s.o' })),
    authGetAccessToken: vi.fn(async () => 't.o.k'),
    authRefresh: singleFlight(mainRefresh),
    authSignOut: vi.fn(async () => {
      throw new Error('keychain locked');
    }),
    configGet: vi.fn(async () => TEST_CONFIG),
    on: vi.fn((_event: string, next: typeof listener) => {
      listener = next;
      return () => undefined;
    }),
  };
  return {
    desktop: desktop as unknown as DesktopBridge,
    spies: { ...desktop, authRefresh: mainRefresh },
    emit: (reason: 'idle') => listener?.({ reason }),
    release: (token: string | null) => release(token),
  };
}

describe('desktop bridge', () => {
  it('maps every call to window.desktop', async () => {
    const { desktop, spies } = fakeDesktop();
    const bridge = createDesktopBridge(desktop);
    expect(bridge.kind).toBe('desktop');
    await expect(bridge.getConfig()).resolves.toEqual(TEST_CONFIG);
    await expect(bridge.signIn({ email: 'a@b.ch', password: 'x' })).resolves.toEqual({
      ok: true,
      accessToken: 't.o.k',
    });
    expect(spies.authSignIn).toHaveBeenCalledWith({ email: 'a@b.ch', password: 'x' });
    await expect(bridge.redeemSsoCode('c0de')).resolves.toEqual({ ok: true, accessToken: 's.s.o' });
    expect(spies.authRedeemSsoCode).toHaveBeenCalledWith('c0de');
    await expect(bridge.getAccessToken()).resolves.toBe('t.o.k');
  });

  it('shares one refresh among simultaneous callers', async () => {
    const { desktop, spies, release } = fakeDesktop();
    const bridge = createDesktopBridge(desktop);
    const pending = Promise.all([bridge.refresh(), bridge.refresh()]);
    release('n.e.w');
    await expect(pending).resolves.toEqual(['n.e.w', 'n.e.w']);
    expect(spies.authRefresh).toHaveBeenCalledTimes(1);
  });

  it('never rejects a sign-out', async () => {
    const { desktop } = fakeDesktop();
    await expect(createDesktopBridge(desktop).signOut()).resolves.toBeUndefined();
  });

  it('forwards the signed-out event from main', () => {
    const { desktop, emit } = fakeDesktop();
    const reasons: string[] = [];
    createDesktopBridge(desktop).onSignedOut((reason) => reasons.push(reason));
    emit('idle');
    expect(reasons).toEqual(['idle']);
  });

  it('is chosen when the preload exposed window.desktop, the web bridge otherwise', () => {
    const { desktop } = fakeDesktop();
    const withDesktop = Object.assign(Object.create(window) as Window, { desktop });
    expect(createPlatformBridge(withDesktop).kind).toBe('desktop');
    expect(createPlatformBridge(window).kind).toBe('web');
  });
});
