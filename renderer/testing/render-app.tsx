import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import type { AccessClaims } from '#common/auth/claims.ts';
import type { AppConfig } from '#common/config/app-config.ts';
import { App } from '../app/app.tsx';
import { createAppRouter } from '../app/create-app-router.ts';
import { memoryRouterAt } from './memory-router.ts';
import { createAppServices } from '../lib/services/app-services.ts';
import { fakeAdapter, pathOf, type FakeAnswer } from './fake-adapter.ts';
import { answerFrom, on } from './fake-endpoints.ts';
import { createFakeBridge, fakeToken, TEST_CONFIG } from './fake-session.ts';

export interface RenderAppOptions {
  path: string;
  /** Signed in with this role; null or absent: no session. */
  role?: Role | null;
  claims?: Partial<AccessClaims>;
  /** The journey status the server answers (default: unlocked). */
  unlocked?: boolean;
  config?: Partial<AppConfig>;
  /** Answers for the learning-journey API beyond get-status and unlock. */
  api?: (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer> | undefined;
  /** The version check's verdict (default: up to date). */
  isOutdated?: () => boolean;
}

/** The whole app on an in-memory router, with a fake bridge, fake API and observed browser. */
export function renderApp(options: RenderAppOptions) {
  const token = options.role ? fakeToken(options.role, options.claims) : null;
  const bridge = createFakeBridge(token);
  const browser = { assign: vi.fn(), reload: vi.fn(), openExternal: vi.fn() };
  const config = { ...TEST_CONFIG, ...options.config };
  const versionCheck = { isOutdated: options.isOutdated ?? (() => false) };
  const services = createAppServices({ bridge, config, browser, versionCheck });
  let unlocked = options.unlocked ?? true;
  const journeyStatusFake = answerFrom([
    on(journeyEndpoints.getJourneyStatus, () => ({ status: 200, data: { is_ok: unlocked } })),
    on(journeyEndpoints.unlockJourney, () => {
      unlocked = true;
      return { status: 200, data: { is_ok: true } };
    }),
  ]);
  const apiCalls: string[] = [];
  // Every service (api, live, reports, surveys…) answers from the same fakes, matched by the
  // declared endpoint: a test names endpoints, not services.
  const adapter = fakeAdapter((request) => {
    const path = pathOf(request);
    apiCalls.push(`${request.method?.toUpperCase()} ${path}`);
    const custom = options.api?.(request);
    if (custom) return custom;
    return (
      journeyStatusFake(request) ?? {
        status: 404,
        data: { message: 'Risorsa non trovata.', code: 'not_found' },
      }
    );
  });
  for (const client of Object.values(services.http)) client.defaults.adapter = adapter;
  const router = createAppRouter(services, memoryRouterAt(options.path));
  const user = userEvent.setup();
  const view = render(<App services={services} router={router} />);
  return { ...view, services, router, bridge, browser, user, apiCalls };
}

/** The path and query currently shown. */
export function currentPath(router: ReturnType<typeof renderApp>['router']): string {
  return router.state.location.pathname + router.state.location.search;
}
