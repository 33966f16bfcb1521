import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import type { Role } from '#common/auth/roles.ts';
import { App } from '../../../app/app.tsx';
import { createAppRouter } from '../../../app/create-app-router.ts';
import { memoryRouterAt } from '../../../testing/memory-router.ts';
import { paths } from '#common/routing/paths.ts';
import { createAppServices } from '../../../lib/services/app-services.ts';
import { fakeAdapter, pathOf, type FakeAnswer } from '../../../testing/fake-adapter.ts';
import { createFakeBridge, fakeToken, TEST_CONFIG } from '../../../testing/fake-session.ts';

// The whole app's first render (lazy page chunk, guards) can take over a second on a busy
// machine; waiting longer than the 1 s default keeps these tests about behaviour, not speed.
configure({ asyncUtilTimeout: 5000 });

type Answer = (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer> | undefined;

const notFound: FakeAnswer = {
  status: 404,
  data: { message: 'Risorsa non trovata.', code: 'not_found' },
};

/**
 * The whole app on /classroom-management (header, breadcrumb, guards), with a fake
 * learning-journey API; every call is recorded as "METHOD /path". The reports client answers
 * 404 to everything (recorded too): the page needs nothing from it.
 */
export function renderClassrooms(options: { role?: Role; api: Answer }) {
  const bridge = createFakeBridge(fakeToken(options.role ?? 'professor'));
  const browser = { assign: vi.fn(), reload: vi.fn(), openExternal: vi.fn() };
  const services = createAppServices({
    bridge,
    config: TEST_CONFIG,
    browser,
    versionCheck: { isOutdated: () => false },
  });
  const calls: string[] = [];
  const record = (answer: Answer | undefined) =>
    fakeAdapter((request) => {
      calls.push(`${request.method?.toUpperCase()} ${pathOf(request)}`);
      if (pathOf(request) === '/tech-journey/get-status') {
        return { status: 200, data: { is_ok: true } };
      }
      return answer?.(request) ?? notFound;
    });
  services.http.api.defaults.adapter = record(options.api);
  services.http.reports.defaults.adapter = record(undefined);
  const router = createAppRouter(services, memoryRouterAt(paths.classroomManagement.href()));
  const user = userEvent.setup();
  const view = render(<App services={services} router={router} />);
  return { ...view, services, router, user, calls };
}
