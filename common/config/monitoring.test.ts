import { describe, expect, it } from 'vitest';
import {
  INTERNAL_DEV_COOKIE_DOMAIN,
  INTERNAL_UAT_COOKIE_DOMAIN,
  isMonitoringEnabled,
  monitoringOptionsFor,
} from './monitoring.ts';

const DSN = 'https://public@o1.ingest.sentry.io/42';

describe('isMonitoringEnabled', () => {
  it.each([
    ['school.example.ch', DSN, true],
    ['.school.example.ch', DSN, true],
    ['school.example.ch', '', false],
    ['school.example.ch', '   ', false],
    ['', DSN, false],
    ['localhost', DSN, false],
    ['LOCALHOST', DSN, false],
    ['.localhost', DSN, false],
    ['app.localhost', DSN, false],
    ['127.0.0.1', DSN, false],
    ['::1', DSN, false],
    [INTERNAL_DEV_COOKIE_DOMAIN, DSN, false],
    [INTERNAL_UAT_COOKIE_DOMAIN, DSN, false],
    [`.${INTERNAL_UAT_COOKIE_DOMAIN.toUpperCase()}`, DSN, false],
    [`web.${INTERNAL_DEV_COOKIE_DOMAIN}`, DSN, false],
    ['notdev.techjourney.internal.example.ch', DSN, true],
  ])('cookie domain %j with dsn %j → %s', (cookieDomain, sentryDsn, expected) => {
    expect(isMonitoringEnabled({ cookieDomain, sentryDsn })).toBe(expected);
  });

  // No COOKIE_DOMAIN: the cookie is host-only, so the host serving the pages decides.
  it.each([
    ['', 'tj.school.ch', DSN, true],
    ['', 'tj.school.ch', '', false],
    ['', 'localhost', DSN, false],
    ['', '127.0.0.1', DSN, false],
    ['', '[::1]', DSN, false],
    ['', `web.${INTERNAL_UAT_COOKIE_DOMAIN}`, DSN, false],
    ['', '', DSN, false],
    ['school.ch', 'localhost', DSN, true],
    ['localhost', 'tj.school.ch', DSN, false],
  ])(
    'cookie domain %j on page host %j with dsn %j → %s',
    (cookieDomain, pageHost, sentryDsn, expected) => {
      expect(isMonitoringEnabled({ cookieDomain, sentryDsn }, pageHost)).toBe(expected);
    },
  );

  it('names the two internal domains as constants', () => {
    expect(INTERNAL_DEV_COOKIE_DOMAIN).toBe('dev.techjourney.internal');
    expect(INTERNAL_UAT_COOKIE_DOMAIN).toBe('uat.techjourney.internal');
  });
});

describe('monitoringOptionsFor', () => {
  it('gives the spec sample rates when reporting is on', () => {
    expect(
      monitoringOptionsFor({
        sentryDsn: ` ${DSN} `,
        cookieDomain: 'school.ch',
        environment: 'production',
      }),
    ).toEqual({
      dsn: DSN,
      environment: 'production',
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('is null when reporting is off', () => {
    expect(
      monitoringOptionsFor({
        sentryDsn: DSN,
        cookieDomain: 'localhost',
        environment: 'development',
      }),
    ).toBeNull();
  });
});
