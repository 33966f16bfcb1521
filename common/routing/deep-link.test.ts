import { describe, expect, it } from 'vitest';
import {
  DEEP_LINK_PATTERNS,
  deepLinkInArgv,
  MAX_DEEP_LINK_LENGTH,
  parseDeepLink,
  type DeepLinkRefusal,
} from './deep-link.ts';
import { paths } from './paths.ts';

describe('parseDeepLink', () => {
  it.each([
    ['tech-journey://map', '/map', '/map'],
    ['tech-journey:///map', '/map', '/map'],
    ['tech-journey://map/', '/map', '/map'],
    ['TECH-JOURNEY://MAP', '/MAP', '/map'],
    ['tech-journey://', '/', '/'],
    ['tech-journey:///', '/', '/'],
    ['tech-journey://module-detail/1f3a', '/module-detail/1f3a', '/module-detail/:moduleId'],
    [
      'tech-journey://module-detail/1f3a/episode-detail/77',
      '/module-detail/1f3a/episode-detail/77',
      '/module-detail/:moduleId/episode-detail/:episodeId',
    ],
    ['tech-journey://profile/cv', '/profile/cv', '/profile/cv'],
    [
      'tech-journey://report/test-attempt/42',
      '/report/test-attempt/42',
      paths.testAttemptReport.path,
    ],
    ['tech-journey://profile?section=certificates', '/profile?section=certificates', '/profile'],
    ['tech-journey://sign-in', '/sign-in', '/sign-in'],
  ])('opens %s at %s', (link, path, pattern) => {
    expect(parseDeepLink(link)).toEqual({ ok: true, path, pattern });
  });

  it.each<[string, unknown, DeepLinkRefusal]>([
    ['not a string', 42, 'not-a-string'],
    ['another scheme', 'https://tj.school.ch/map', 'scheme'],
    ['a look-alike scheme', 'tech-journeys://map', 'scheme'],
    ['the scheme without slashes', 'tech-journey:map', 'scheme'],
    ['javascript', 'javascript:alert(1)', 'characters'],
    ['an unknown path', 'tech-journey://admin/secret', 'unknown-route'],
    ['the 404 route', 'tech-journey://no/such/page/here', 'unknown-route'],
    ['the sign-in through a one-time code', 'tech-journey://auth/sso?code=abc', 'unknown-route'],
    ['a missing parameter', 'tech-journey://module-detail', 'unknown-route'],
    ['credentials', 'tech-journey://user:pw@map', 'characters'],
    ['a port', 'tech-journey://map:8080', 'credentials-or-port'],
    ['dot segments', 'tech-journey://module-detail/../settings', 'characters'],
    ['percent escapes', 'tech-journey://module-detail/%2e%2e', 'characters'],
    ['a backslash', 'tech-journey://module-detail\\1f3a', 'characters'],
    ['a space', 'tech-journey://map x', 'characters'],
    ['a newline', 'tech-journey://map\n', 'characters'],
    ['non-ASCII', 'tech-journey://mаp', 'characters'],
    ['a fragment', 'tech-journey://map#top', 'fragment'],
    ['a query with a nested URL', 'tech-journey://map?next=https://evil.example', 'query'],
    ['a query without a key', 'tech-journey://map?=x', 'query'],
    ['too many query parameters', `tech-journey://map?${'a=1&'.repeat(8)}a=1`, 'query'],
    ['an over-long link', `tech-journey://map?a=${'x'.repeat(MAX_DEEP_LINK_LENGTH)}`, 'too-long'],
    ['an over-long segment', `tech-journey://module-detail/${'a'.repeat(65)}`, 'unknown-route'],
  ])('ignores %s', (_case, link, reason) => {
    expect(parseDeepLink(link)).toEqual({ ok: false, reason });
  });

  it('offers every route of paths.ts but the catch-all, the certificates alias and /auth/sso', () => {
    expect(DEEP_LINK_PATTERNS).not.toContain('*');
    expect(DEEP_LINK_PATTERNS).not.toContain(paths.sso.path);
    expect(DEEP_LINK_PATTERNS).toContain(paths.liveWatch.path);
    expect(DEEP_LINK_PATTERNS).toContain(paths.ltiCourse.path);
  });
});

describe('deepLinkInArgv', () => {
  it('finds the link Windows and Linux pass to the app', () => {
    expect(
      deepLinkInArgv(['C:\\Tech Journey\\Tech Journey.exe', '--flag', 'tech-journey://map']),
    ).toBe('tech-journey://map');
    expect(deepLinkInArgv(['/opt/tech-journey', '--kiosk'])).toBeNull();
  });
});
