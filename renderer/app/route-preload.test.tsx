import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoutePreloader } from '../lib/route-preload/route-preloader.ts';
import { preloadRouteOf, routeKeyOf, useRoutePreloading } from './route-preload.ts';
import { isPreloadable } from './lazy-page.ts';
import { ROUTE_TABLE } from './route-table.ts';

const ORIGIN = 'http://localhost:3000';

/** Renders `path` with an idle callback that runs at once (jsdom has none): the preloader's calls. */
function renderAtWithImmediateIdle(path: string) {
  Object.assign(window, {
    requestIdleCallback: (callback: () => void) => {
      callback();
      return 1;
    },
    cancelIdleCallback: () => undefined,
  });
  const preload = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Links preloader={{ preload }} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return preload;
}
describe('routeKeyOf', () => {
  it.each([
    ['/levels', 'levels'],
    ['/map?level=2', 'map'],
    [`${ORIGIN}/profile`, 'profile'],
    ['/module-detail/1f3a', 'moduleDetail'],
  ])('%s → %s', (href, key) => {
    expect(routeKeyOf(href, ORIGIN)).toBe(key);
  });

  it.each(['https://github.com/x', '/pianeta-inesistente', 'mailto:a@b.c', 'http://[bad'])(
    '%s → none (other origin, unknown path, not a page)',
    (href) => {
      expect(routeKeyOf(href, ORIGIN)).toBeNull();
    },
  );
});

describe('preloadRouteOf', () => {
  it('queues the lazy page of the route, under its key', () => {
    const preload = vi.fn();
    preloadRouteOf('/levels', { preload });
    const levels = ROUTE_TABLE.find((route) => route.key === 'levels')?.page;
    expect(isPreloadable(levels)).toBe(true);
    expect(preload).toHaveBeenCalledWith('levels', isPreloadable(levels) && levels.preload);
  });

  it('queues nothing for the sign-in page, which is in the entry chunk', () => {
    const preload = vi.fn();
    preloadRouteOf('/sign-in', { preload });
    expect(preload).not.toHaveBeenCalled();
  });
});

function Links({ preloader }: { preloader: RoutePreloader }) {
  useRoutePreloading(preloader);
  return (
    <>
      <a href="/levels">
        <span>Livelli</span>
      </a>
      <a href="/profile">Profilo</a>
      <a href="https://github.com/x">GitHub</a>
    </>
  );
}

describe('useRoutePreloading', () => {
  it('preloads the page of a link the pointer enters or the keyboard focuses', () => {
    const preload = vi.fn();
    const router = createMemoryRouter([{ path: '*', element: <Links preloader={{ preload }} /> }]);
    render(<RouterProvider router={router} />);
    fireEvent.pointerOver(screen.getByText('Livelli'));
    expect(preload).toHaveBeenCalledWith('levels', expect.any(Function));
    screen.getByRole('link', { name: 'Profilo' }).focus();
    expect(preload).toHaveBeenCalledWith('profile', expect.any(Function));
    fireEvent.pointerOver(screen.getByText('GitHub'));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});

describe('idle preloading on the sign-in page', () => {
  afterEach(() => {
    // Unmounted first: the hook's cleanup cancels its idle callback.
    cleanup();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('loads the header and the home page while the student types', () => {
    const preload = renderAtWithImmediateIdle('/sign-in');
    expect(preload).toHaveBeenCalledWith('shell-chrome', expect.any(Function));
    expect(preload).toHaveBeenCalledWith('home', expect.any(Function));
  });

  it('leaves them to the header on any other page', () => {
    const preload = renderAtWithImmediateIdle('/levels');
    expect(preload).not.toHaveBeenCalledWith('shell-chrome', expect.any(Function));
    expect(preload).not.toHaveBeenCalledWith('home', expect.any(Function));
  });
});
