import * as Sentry from '@sentry/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monitoringOptionsFor } from '#common/config/monitoring.ts';
import { initBrowserSentry } from './sentry-browser.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjoiNDIiLCJleHAiOjE3MDAwMDAwMDB9.c2lnbmF0dXJl';
const EMAIL = 'giulia.bianchi@scuola.example.ch';
const PASSWORD = 'Passw0rd!Segreta';
const REFRESH = 'rT9xKq2mVb7LpZ4wNc8s';
const SSO_CODE = 'c0d3XyZ12345abcdef';

/** Every envelope the SDK would have sent, as text. */
function fakeTransport() {
  const sent: string[] = [];
  const transport: NonNullable<Sentry.BrowserOptions['transport']> = (options) =>
    Sentry.createTransport(options, async (request) => {
      sent.push(
        typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body),
      );
      return { statusCode: 200 };
    });
  return { sent, transport };
}

/** The error events of the envelopes (a header line, then item header and payload pairs). */
function errorEvents(sent: string[]): Record<string, unknown>[] {
  return sent.flatMap((body) => {
    const lines = body.split('\n');
    const events: Record<string, unknown>[] = [];
    lines.forEach((line, index) => {
      if (line.startsWith('{"type":"event"')) events.push(JSON.parse(lines[index + 1] ?? '{}'));
    });
    return events;
  });
}

afterEach(async () => {
  await Sentry.close();
  vi.restoreAllMocks();
});

describe('initBrowserSentry', () => {
  it('sends an error event with no token, e-mail or password in it', async () => {
    const options = monitoringOptionsFor({
      sentryDsn: 'https://public@o1.ingest.sentry.io/42',
      cookieDomain: 'tj.scuola.example.ch',
      environment: 'production',
    });
    if (!options) throw new Error('the rule should allow reporting here');
    const { sent, transport } = fakeTransport();
    // No replay in this test (sdk-options.test.ts covers it): the session and its error are
    // not sampled for one.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const monitor = initBrowserSentry({ ...options, replaysOnErrorSampleRate: 0 }, { transport });

    monitor.setUserId('42');
    Sentry.setUser({ id: '42', email: EMAIL, username: 'gbianchi' });
    Sentry.setExtra('form', { email: EMAIL, password: PASSWORD, refreshToken: REFRESH });
    Sentry.setExtra('note', `tried ${EMAIL} with password=${PASSWORD}`);
    Sentry.addBreadcrumb({
      category: 'navigation',
      message: `to /auth/sso?code=${SSO_CODE}`,
      data: { from: '/sign-in', to: `/auth/sso?code=${SSO_CODE}` },
    });
    Sentry.addBreadcrumb({
      category: 'fetch',
      message: `POST /api/tj/auth/refresh Authorization: Bearer ${JWT}`,
      data: { url: `/api/tj/auth/refresh?refresh_token=${REFRESH}` },
    });
    // What the SDK records of a request, with the headers a call to our API carries.
    Sentry.getCurrentScope().addEventProcessor((event) => ({
      ...event,
      request: {
        url: `https://tj.scuola.example.ch/auth/sso?code=${SSO_CODE}`,
        headers: {
          Authorization: `Bearer ${JWT}`,
          'X-Auth-Token': REFRESH,
          Cookie: `tj_session=${REFRESH}`,
          'User-Agent': 'jsdom',
        },
        data: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      },
    }));

    Sentry.captureException(
      new Error(`Sign-in failed for ${EMAIL}: password=${PASSWORD}, token ${JWT}`),
    );
    await Sentry.flush(2000);

    const events = errorEvents(sent);
    expect(events).toHaveLength(1);
    const [event] = events;
    // The event is still useful: the message, the breadcrumbs and the user id are there.
    expect(JSON.stringify(event)).toContain('Sign-in failed for [email]');
    expect(event?.user).toEqual({ id: '42' });
    expect(event?.environment).toBe('production');
    expect(event?.request).toMatchObject({
      url: 'https://tj.scuola.example.ch/auth/sso?code=[Filtered]',
      headers: { Authorization: '[Filtered]', 'X-Auth-Token': '[Filtered]', 'User-Agent': 'jsdom' },
    });
    const breadcrumbs = JSON.stringify(event?.breadcrumbs);
    expect(breadcrumbs).toContain('/auth/sso?code=[Filtered]');
    // Nothing secret anywhere in what would have left the machine.
    for (const body of sent) {
      for (const secret of [JWT, EMAIL, PASSWORD, REFRESH, SSO_CODE, 'gbianchi']) {
        expect(body).not.toContain(secret);
      }
    }
  });
});
