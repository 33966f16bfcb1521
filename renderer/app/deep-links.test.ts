import { describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '#common/ipc/contract.ts';
import { followDeepLinks, isDeepLinkTarget } from './deep-links.ts';

describe('isDeepLinkTarget', () => {
  it.each([
    '/',
    '/map',
    '/module-detail/1f3a',
    '/MODULE-DETAIL/1F3A/episode-detail/7',
    '/profile/cv',
    '/profile/42',
    '/report/test-attempt/42',
    '/profile?section=certificates',
  ])('opens %s', (path) => {
    expect(isDeepLinkTarget(path)).toBe(true);
  });

  it.each([
    ['a module id that is not hexadecimal', '/module-detail/zz'],
    ['a user id that is not digits', '/profile/abc'],
    ['an attempt id that is not digits', '/report/test-attempt/x1'],
    ['an unknown path (the 404 page)', '/no/such/page'],
  ])('refuses %s', (_case, path) => {
    expect(isDeepLinkTarget(path)).toBe(false);
  });
});

function fakeDesktop(pending: Array<string | null>) {
  let received: () => void = () => undefined;
  const desktop = {
    deepLinkTakePending: vi.fn(async () => pending.shift() ?? null),
    on: vi.fn((_event: string, listener: () => void) => {
      received = listener;
      return () => undefined;
    }),
  };
  return {
    desktop: desktop as unknown as DesktopBridge,
    spies: desktop,
    receive: () => received(),
  };
}

describe('followDeepLinks', () => {
  it('takes the link waiting since start-up, then each one main announces', async () => {
    const { desktop, spies, receive } = fakeDesktop(['/map', '/live/watch']);
    const navigator = { navigate: vi.fn(async () => undefined) };
    followDeepLinks(desktop, navigator);
    expect(spies.on).toHaveBeenCalledWith('deep-link:received', expect.any(Function));
    await vi.waitFor(() => expect(navigator.navigate).toHaveBeenCalledWith('/map'));
    receive();
    await vi.waitFor(() => expect(navigator.navigate).toHaveBeenCalledWith('/live/watch'));
    expect(navigator.navigate).toHaveBeenCalledTimes(2);
  });

  it('goes nowhere without a link, or for one the route table refuses', async () => {
    const { desktop, spies, receive } = fakeDesktop([null, '/module-detail/not-hex']);
    const navigator = { navigate: vi.fn(async () => undefined) };
    followDeepLinks(desktop, navigator);
    receive();
    await vi.waitFor(() => expect(spies.deepLinkTakePending).toHaveBeenCalledTimes(2));
    expect(navigator.navigate).not.toHaveBeenCalled();
  });

  it('does nothing in a browser', () => {
    const navigator = { navigate: vi.fn(async () => undefined) };
    expect(() => followDeepLinks(undefined, navigator)()).not.toThrow();
    expect(navigator.navigate).not.toHaveBeenCalled();
  });
});
