import { describe, expect, it } from 'vitest';
import { defaultAppConfig, mergeConfigLayers, type ConfigLayers } from './merge-config.ts';

const defaults = defaultAppConfig({ serverUrl: 'http://127.0.0.1:8787' });

function merge(layers: Partial<ConfigLayers>) {
  return mergeConfigLayers({ defaults, machine: null, user: null, commandLine: null, ...layers });
}

describe('mergeConfigLayers', () => {
  it('gives the defaults when no layer says anything', () => {
    expect(merge({})).toEqual({
      apiBaseUrl: 'http://127.0.0.1:8787/api/tj',
      liveBaseUrl: 'http://127.0.0.1:8787/api/live',
      reportsBaseUrl: 'http://127.0.0.1:8787/api/reports',
      surveysBaseUrl: 'http://127.0.0.1:8787/api/surveys',
      ltiBaseUrl: 'http://127.0.0.1:8787/api/lti',
      chatBaseUrl: 'http://127.0.0.1:8787/api/chat/api/v1',
      eventsUrl: '',
      environment: 'production',
      cookieDomain: '127.0.0.1',
      sentryDsn: '',
      analyticsUrl: '',
      analyticsSiteId: '',
      previousPlatformUrl: '',
      accessibilityEmail: '',
      kiosk: false,
    });
  });

  it('applies defaults < machine < user < command line', () => {
    const config = merge({
      machine: {
        apiBaseUrl: 'https://machine.ch/api/tj',
        eventsUrl: 'https://events.ch',
        previousPlatformUrl: 'https://vecchia.ch/',
        sentryDsn: 'https://k@s.io/1',
      },
      user: { apiBaseUrl: 'https://user.ch/api/tj', environment: 'production' },
      commandLine: { apiBaseUrl: 'https://cli.ch/api/tj' },
    });
    expect(config.apiBaseUrl).toBe('https://cli.ch/api/tj');
    expect(config.environment).toBe('production');
    expect(config.eventsUrl).toBe('https://events.ch');
    expect(config.previousPlatformUrl).toBe('https://vecchia.ch/');
    expect(config.sentryDsn).toBe('https://k@s.io/1');
  });

  it('keeps a machine-wide kiosk on, whatever the user settings say', () => {
    expect(merge({ machine: { kiosk: true }, user: { kiosk: false } }).kiosk).toBe(true);
    expect(merge({ machine: { kiosk: false }, user: { kiosk: true } }).kiosk).toBe(true);
    expect(merge({ commandLine: { kiosk: true } }).kiosk).toBe(true);
    expect(merge({ machine: { kiosk: false } }).kiosk).toBe(false);
  });

  it('derives the cookie domain from the API host unless a layer sets it', () => {
    expect(merge({ machine: { apiBaseUrl: 'https://tj.school.ch/api/tj' } }).cookieDomain).toBe(
      'tj.school.ch',
    );
    expect(
      merge({ machine: { apiBaseUrl: 'https://tj.school.ch/api/tj', cookieDomain: '.school.ch' } })
        .cookieDomain,
    ).toBe('.school.ch');
  });

  it('pins the server addresses and environment of a kiosk machine to the administrator', () => {
    const config = merge({
      machine: {
        kiosk: true,
        apiBaseUrl: 'https://tj.school.ch/api/tj',
        cookieDomain: 'school.ch',
      },
      user: { apiBaseUrl: 'https://evil.example/api/tj', environment: 'development' },
      commandLine: { chatBaseUrl: 'https://evil.example/chat', cookieDomain: 'evil.example' },
    });
    expect(config.apiBaseUrl).toBe('https://tj.school.ch/api/tj');
    expect(config.chatBaseUrl).toBe(defaults.chatBaseUrl);
    expect(config.environment).toBe('production');
    expect(config.cookieDomain).toBe('school.ch');
    // Without a machine-wide kiosk, the same user settings apply.
    expect(merge({ user: { apiBaseUrl: 'https://other.ch/api/tj' } }).apiBaseUrl).toBe(
      'https://other.ch/api/tj',
    );
  });
});
