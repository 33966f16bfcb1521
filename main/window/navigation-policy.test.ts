import { describe, expect, it } from 'vitest';
import {
  allowedExternalOrigins,
  externalUrlToOpen,
  isAllowedNavigation,
} from './navigation-policy.ts';

const APP = 'app://tech-journey';

describe('isAllowedNavigation', () => {
  it.each([
    ['app://tech-journey/map', true],
    ['app://tech-journey.evil/map', false],
    ['https://tech-journey/', false],
    ['https://events.school.ch/auth/sso', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedNavigation(url, APP)).toBe(allowed);
  });
});

describe('externalUrlToOpen', () => {
  const allowed = allowedExternalOrigins({ eventsUrl: 'https://events.school.ch/portal' });

  it('opens http(s) links to the events platform', () => {
    expect(allowed).toEqual(['https://events.school.ch']);
    expect(externalUrlToOpen('https://events.school.ch/auth/sso', allowed)).toBe(
      'https://events.school.ch/auth/sso',
    );
  });

  it.each([
    'https://evil.example/',
    'http://events.school.ch/auth/sso',
    'file:///C:/Windows/System32/calc.exe',
    'smb://server/share',
    'ms-settings:privacy',
    'app://tech-journey/',
  ])('drops %s', (url) => {
    expect(externalUrlToOpen(url, allowed)).toBeNull();
  });

  it('allows nothing when no events URL is configured', () => {
    expect(allowedExternalOrigins({ eventsUrl: '' })).toEqual([]);
  });

  it("adds the LTI service's origin (launch redirects) in development only", () => {
    const config = { eventsUrl: '', ltiBaseUrl: 'https://tj.school.ch/api/lti' };
    expect(allowedExternalOrigins({ ...config, environment: 'production' })).toEqual([]);
    const development = allowedExternalOrigins({ ...config, environment: 'development' });
    expect(development).toEqual(['https://tj.school.ch']);
    expect(externalUrlToOpen('https://tj.school.ch/api/lti/launches/abc', development)).toBe(
      'https://tj.school.ch/api/lti/launches/abc',
    );
    expect(externalUrlToOpen('https://tool.example/login', development)).toBeNull();
  });

  it("opens the school's previous platform, the map's link to it", () => {
    const allowed = allowedExternalOrigins({
      eventsUrl: '',
      previousPlatformUrl: 'https://vecchia.school.ch/login',
    });
    expect(allowed).toEqual(['https://vecchia.school.ch']);
    expect(externalUrlToOpen('https://vecchia.school.ch/login', allowed)).toBe(
      'https://vecchia.school.ch/login',
    );
  });

  it('allows nothing on a kiosk, whatever is configured', () => {
    expect(allowedExternalOrigins({ eventsUrl: 'https://events.school.ch', kiosk: true })).toEqual(
      [],
    );
  });
});
