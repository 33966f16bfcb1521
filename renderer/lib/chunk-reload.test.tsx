import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../app/route-error-page.tsx';
import { createFakeBridge, TEST_CONFIG } from '../testing/fake-session.ts';
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError } from './chunk-reload.ts';
import { createAppServices } from './services/app-services.ts';
import { ServicesProvider } from './services/services-context.tsx';
import { SessionProvider } from './session-context.tsx';

describe('chunk load failures', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /assets/map-page-1.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Unable to preload CSS for /assets/x.css', true],
    ['Cannot read properties of undefined', false],
  ])('%s is a chunk failure: %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });

  it('reloads a path at most once per 10 s', () => {
    const start = 1_000_000;
    expect(claimChunkReload('/map', start)).toBe(true);
    expect(claimChunkReload('/map', start + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload('/levels', start + 1)).toBe(true);
    expect(claimChunkReload('/map', start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  function renderFailingPage(path: string) {
    // What a page chunk that is gone from the server looks like to React.lazy.
    const BrokenPage = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/map.js')),
    );
    const browser = { assign: vi.fn(), reload: vi.fn(), openExternal: vi.fn() };
    const services = createAppServices({
      bridge: createFakeBridge(),
      config: TEST_CONFIG,
      browser,
    });
    const router = createMemoryRouter(
      [
        {
          path: '*',
          errorElement: <RouteErrorPage />,
          element: (
            <Suspense fallback={null}>
              <BrokenPage />
            </Suspense>
          ),
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <ServicesProvider services={services}>
        <QueryClientProvider client={services.queryClient}>
          <SessionProvider services={services}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </ServicesProvider>,
    );
    return browser;
  }

  it('reloads the page at the target path, then shows the error page if it fails again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderFailingPage('/map?level=2');
    await waitFor(() => expect(first.assign).toHaveBeenCalledWith('/map?level=2'));
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento');
    cleanup();

    const second = renderFailingPage('/map?level=2');
    expect(
      await screen.findByRole('heading', {
        name: 'Qualcosa è andato storto. Riprova più tardi.',
      }),
    ).toBeInTheDocument();
    expect(second.assign).not.toHaveBeenCalled();
  });
});
