import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { App } from '../../../app/app.tsx';
import { createAppRouter } from '../../../app/create-app-router.ts';
import { memoryRouterAt } from '../../../testing/memory-router.ts';
import { createAppServices } from '../../../lib/services/app-services.ts';
import { fakeAdapter, pathOf, type FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { createFakeBridge, fakeToken, TEST_CONFIG } from '../../../testing/fake-session.ts';

// The whole app loads the page chunk lazily; on two shared cores the first render of a file can
// take over a second, so the find* queries of these files wait longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

type Answer = (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer> | undefined;

const NOT_FOUND: FakeAnswer = {
  status: 404,
  data: { message: 'Risorsa non trovata.', code: 'not_found' },
};

const unlocked = answerFrom([
  on(journeyEndpoints.getJourneyStatus, { status: 200, data: { is_ok: true } }),
]);
const noLiveCourse = answerFrom([
  on(liveEndpoints.listProfessorCourses, { status: 200, data: [] }),
]);

/**
 * The whole app at `path`, signed in as a professor, with the reports service answering from
 * `reports` (anything else 404), and the api and live services from `api` (the live courses:
 * none by default). Every reports call is recorded as "GET /path?query".
 */
export function renderReports(path: string, reports: Answer, api: Answer = () => undefined) {
  const bridge = createFakeBridge(fakeToken('professor'));
  const browser = { assign: vi.fn(), reload: vi.fn(), openExternal: vi.fn() };
  const services = createAppServices({ bridge, config: TEST_CONFIG, browser });
  const reportCalls: string[] = [];
  services.http.reports.defaults.adapter = fakeAdapter((request) => {
    const query = new URLSearchParams(request.params as Record<string, string>).toString();
    reportCalls.push(
      `${request.method?.toUpperCase()} ${pathOf(request)}${query ? `?${query}` : ''}`,
    );
    return reports(request) ?? NOT_FOUND;
  });
  services.http.api.defaults.adapter = fakeAdapter((request) => {
    return unlocked(request) ?? api(request) ?? NOT_FOUND;
  });
  // The live courses section asks the live service: no followed course unless `api` says so.
  services.http.live.defaults.adapter = fakeAdapter((request) => {
    return api(request) ?? noLiveCourse(request) ?? NOT_FOUND;
  });
  const router = createAppRouter(services, memoryRouterAt(path));
  const view = render(<App services={services} router={router} />);
  return { ...view, services, router, reportCalls, user: userEvent.setup() };
}
