import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { sendBeacon } from './page-views.ts';

const ANALYTICS = {
  analyticsUrl: 'https://stats.scuola.example.ch',
  analyticsSiteId: 'tj.scuola.example.ch',
};
const ENDPOINT = 'https://stats.scuola.example.ch/api/event';

let beacons: { endpoint: string; body: Record<string, unknown> }[];

beforeEach(() => {
  beacons = [];
  // jsdom has no sendBeacon: this one records what the page would have sent.
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((endpoint: string, body: string) => {
      beacons.push({ endpoint, body: JSON.parse(body) });
      return true;
    }),
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

const pagesSent = () => beacons.map((beacon) => beacon.body.url);

describe('page views in the running app', () => {
  it('sends one page view per navigation, named by the route pattern', async () => {
    const { router } = renderApp({
      path: '/profile/42?section=x',
      role: 'student',
      claims: { name: 'Giulia Rossi' },
      config: ANALYTICS,
    });
    await waitFor(() =>
      expect(pagesSent()).toEqual(['https://tj.scuola.example.ch/profile/:userId']),
    );
    expect(beacons[0]).toEqual({
      endpoint: ENDPOINT,
      body: {
        name: 'pageview',
        domain: 'tj.scuola.example.ch',
        url: 'https://tj.scuola.example.ch/profile/:userId',
        props: { platform: 'web' },
      },
    });

    await router.navigate('/profile/43');
    await router.navigate('/profile/43?tab=hobby');
    await router.navigate('/map');
    await router.navigate('/no/such/page/4f2a9c?code=abc');
    await waitFor(() =>
      expect(pagesSent()).toEqual([
        'https://tj.scuola.example.ch/profile/:userId',
        // Another user's profile is another page view; a new query string alone is not.
        'https://tj.scuola.example.ch/profile/:userId',
        'https://tj.scuola.example.ch/map',
        'https://tj.scuola.example.ch/*',
      ]),
    );
    // Nothing personal: no ids, query strings, e-mail or referrer.
    const sent = JSON.stringify(beacons);
    for (const personal of [
      '42',
      '43',
      'hobby',
      'section',
      '4f2a9c',
      'code',
      'giulia',
      '@',
      'referrer',
    ]) {
      expect(sent).not.toContain(personal);
    }
  });

  it('counts a guarded navigation once, at the page shown', async () => {
    renderApp({ path: '/module-detail/1', role: null, config: ANALYTICS });
    await waitFor(() => expect(pagesSent()).toEqual(['https://tj.scuola.example.ch/sign-in']));
  });

  it('sends nothing when analytics are not configured', async () => {
    const { router } = renderApp({ path: '/map', role: 'student', config: { analyticsUrl: '' } });
    await router.navigate('/profile');
    await router.navigate('/levels');
    expect(router.state.location.pathname).toBe('/levels');
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });
});

describe('sendBeacon', () => {
  it('falls back to a keepalive fetch when the beacon is refused', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    const event = {
      name: 'pageview' as const,
      domain: 'tj.example.ch',
      url: 'https://tj.example.ch/map',
      props: { platform: 'desktop' as const },
    };
    sendBeacon(ENDPOINT, event);
    expect(fetchSpy).toHaveBeenCalledWith(
      ENDPOINT,
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(event) }),
    );
    fetchSpy.mockRestore();
  });
});
