import { describe, expect, it } from 'vitest';
import { analyticsEndpoint, pagePathOf, pageViewEvent } from './analytics.ts';

describe('analyticsEndpoint', () => {
  it.each([
    ['https://stats.scuola.ch', 'tj.scuola.ch', 'https://stats.scuola.ch/api/event'],
    [
      'https://stats.scuola.ch/plausible/',
      'tj.scuola.ch',
      'https://stats.scuola.ch/plausible/api/event',
    ],
    ['', 'tj.scuola.ch', null],
    ['https://stats.scuola.ch', '', null],
    ['  ', '  ', null],
  ])('url %j, site %j → %j', (analyticsUrl, analyticsSiteId, expected) => {
    expect(analyticsEndpoint({ analyticsUrl, analyticsSiteId })).toBe(expected);
  });
});

describe('pageViewEvent', () => {
  it('names the page by its route pattern, with nothing else', () => {
    expect(pageViewEvent(' tj.scuola.ch ', '/profile/:userId', 'web')).toEqual({
      name: 'pageview',
      domain: 'tj.scuola.ch',
      url: 'https://tj.scuola.ch/profile/:userId',
      props: { platform: 'web' },
    });
  });

  it.each([
    ['*', '/*'],
    ['/', '/'],
    ['/auth/sso?code=abc#x', '/auth/sso'],
  ])('path of pattern %j is %j', (pattern, expected) => {
    expect(pagePathOf(pattern)).toBe(expected);
  });
});
