import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Role } from '#common/auth/roles.ts';
import { ToastRegion } from '../components/toast/toast-region.tsx';
import { createAppServices } from '../lib/services/app-services.ts';
import { ServicesProvider } from '../lib/services/services-context.tsx';
import { SessionProvider } from '../lib/session-context.tsx';
import { fakeAdapter, pathOf, type FakeAnswer } from './fake-adapter.ts';
import { createFakeBridge, fakeToken, TEST_CONFIG } from './fake-session.ts';

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/**
 * One component of the journey features with the app's real services (session, query client,
 * HTTP client on a fake adapter, toasts) on a memory router: the component at `/`, any other
 * path shows where it went. Every API call is recorded as "METHOD /path".
 */
export async function renderFeature(
  ui: ReactNode,
  options: {
    role: Role | null;
    /** The answer to a call; a promise holds the call in flight until it settles. */
    api?: (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer> | undefined;
  },
) {
  const bridge = createFakeBridge(options.role ? fakeToken(options.role) : null);
  const browser = { assign: vi.fn(), reload: vi.fn(), openExternal: vi.fn() };
  const services = createAppServices({ bridge, config: TEST_CONFIG, browser });
  await services.session.ready();
  const apiCalls: string[] = [];
  services.http.api.defaults.adapter = fakeAdapter((request) => {
    const path = pathOf(request);
    apiCalls.push(`${request.method?.toUpperCase()} ${path}`);
    return (
      options.api?.(request) ?? {
        status: 404,
        data: { message: 'Risorsa non trovata.', code: 'not_found' },
      }
    );
  });
  // The surveys a feature offers (renderer/components/survey) answer from the same fakes; they
  // are not recorded, so a feature's call list stays its own.
  services.http.surveys.defaults.adapter = fakeAdapter(
    (request) =>
      options.api?.(request) ?? {
        status: 404,
        data: { message: 'Risorsa non trovata.', code: 'not_found' },
      },
  );
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '*', element: <Elsewhere /> },
  ]);
  const view = render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <SessionProvider services={services}>
          <RouterProvider router={router} />
          <ToastRegion store={services.toasts} />
        </SessionProvider>
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { ...view, services, router, apiCalls, user: userEvent.setup() };
}
