import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, contentSecurityPolicyFor } from './csp.ts';

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const SERVICES = [
  'https://tj.school.ch/api/tj',
  'https://tj.school.ch/api/live',
  'https://chat.school.ch/api/v1',
];

describe('buildContentSecurityPolicy', () => {
  it('denies by default and lets scripts come from the app only', () => {
    const csp = directives(buildContentSecurityPolicy({ serviceUrls: SERVICES }));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    // Only YouTube's no-cookie player may be framed (live episodes).
    expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('lets the page reach the configured service origins, once each', () => {
    const csp = directives(
      buildContentSecurityPolicy({
        serviceUrls: [...SERVICES, 'not a url'],
        sentryDsn: 'https://key@o1.ingest.sentry.io/42',
      }),
    );
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://tj.school.ch',
      'https://chat.school.ch',
      'https://o1.ingest.sentry.io',
    ]);
    expect(csp['img-src']).toContain('https://tj.school.ch');
  });

  it('lets the page open sockets to the listed services only, ws for http and wss for https', () => {
    const csp = directives(
      buildContentSecurityPolicy({
        serviceUrls: SERVICES,
        socketUrls: ['https://chat.school.ch/api/v1', 'http://10.0.0.5:8080/api/chat/api/v1'],
      }),
    );
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://tj.school.ch',
      'https://chat.school.ch',
      'wss://chat.school.ch',
      'ws://10.0.0.5:8080',
    ]);
    // No socket without being listed, and never a bare scheme.
    const plain = buildContentSecurityPolicy({ serviceUrls: SERVICES });
    expect(plain).not.toMatch(/wss?:/);
  });

  it('adds the dev server (and its websocket) in development only', () => {
    const dev = directives(
      buildContentSecurityPolicy({
        serviceUrls: SERVICES,
        devServerOrigin: 'http://localhost:5173',
      }),
    );
    expect(dev['script-src']).toEqual(["'self'", "'unsafe-inline'", 'http://localhost:5173']);
    expect(dev['connect-src']).toContain('ws://localhost:5173');
    const prod = buildContentSecurityPolicy({ serviceUrls: SERVICES });
    expect(prod).not.toContain('localhost');
    expect(prod).not.toContain('unsafe-eval');
  });
});

describe('contentSecurityPolicyFor', () => {
  const config = {
    apiBaseUrl: 'https://tj.school.ch/api/tj',
    liveBaseUrl: 'https://live.school.ch/api/live',
    reportsBaseUrl: 'https://tj.school.ch/api/reports',
    surveysBaseUrl: 'https://tj.school.ch/api/surveys',
    ltiBaseUrl: 'https://tj.school.ch/api/lti',
    chatBaseUrl: 'https://chat.school.ch/api/v1',
    sentryDsn: 'https://key@o1.ingest.sentry.io/42',
    analyticsUrl: '',
    analyticsSiteId: '',
  };

  it('lists every configured service, and Sentry only when reporting is on', () => {
    const on = directives(contentSecurityPolicyFor(config, { monitoring: true }));
    expect(on['connect-src']).toEqual([
      "'self'",
      'https://tj.school.ch',
      'https://live.school.ch',
      'https://chat.school.ch',
      'wss://chat.school.ch',
      'https://o1.ingest.sentry.io',
    ]);
    const off = contentSecurityPolicyFor(config, { monitoring: false });
    expect(off).not.toContain('sentry.io');
  });

  it('lets the chat’s realtime socket reach the chat’s own origin, as the platform server gives it', () => {
    const platform = {
      ...config,
      chatBaseUrl: 'http://192.168.1.10:3000/api/chat/api/v1',
    };
    const csp = directives(contentSecurityPolicyFor(platform, { monitoring: false }));
    expect(csp['connect-src']).toContain('ws://192.168.1.10:3000');
    expect(csp['connect-src']?.filter((source) => /^wss?:/.test(source))).toEqual([
      'ws://192.168.1.10:3000',
    ]);
  });

  it('lets the page send page views to the analytics host only when configured', () => {
    const analytics = {
      ...config,
      analyticsUrl: 'https://stats.school.ch/plausible',
      analyticsSiteId: 'tj.school.ch',
    };
    const on = directives(contentSecurityPolicyFor(analytics, { monitoring: false }));
    expect(on['connect-src']).toContain('https://stats.school.ch');
    const withoutSite = { ...analytics, analyticsSiteId: '' };
    expect(contentSecurityPolicyFor(withoutSite, { monitoring: false })).not.toContain(
      'stats.school.ch',
    );
    expect(contentSecurityPolicyFor(config, { monitoring: false })).not.toContain('stats');
  });
});
