import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import { parseConfigLayer } from './config-layer.ts';

describe('parseConfigLayer', () => {
  it('expands serverUrl into every service URL; explicit URLs of the layer win', () => {
    const logger = createMemoryLogger();
    expect(
      parseConfigLayer(
        'test',
        { serverUrl: 'https://tj.school.ch/', chatBaseUrl: 'https://chat.school.ch/api/v1/' },
        logger,
      ),
    ).toEqual({
      apiBaseUrl: 'https://tj.school.ch/api/tj',
      liveBaseUrl: 'https://tj.school.ch/api/live',
      reportsBaseUrl: 'https://tj.school.ch/api/reports',
      surveysBaseUrl: 'https://tj.school.ch/api/surveys',
      ltiBaseUrl: 'https://tj.school.ch/api/lti',
      chatBaseUrl: 'https://chat.school.ch/api/v1',
    });
    expect(logger.lines).toEqual([]);
  });

  it.each([
    ['a misspelt key', { kiosK: true }, 'kiosK'],
    ['a non-http URL', { apiBaseUrl: 'file:///etc/passwd' }, 'apiBaseUrl'],
    ['a relative URL', { apiBaseUrl: '/api/tj' }, 'apiBaseUrl'],
    ['an unknown environment', { environment: 'staging' }, 'environment'],
    ['kiosk as a string', { kiosk: 'yes' }, 'kiosk'],
    ['an analytics URL without scheme', { analyticsUrl: 'stats.school.ch' }, 'analyticsUrl'],
    ['an analytics site id that is a URL', { analyticsSiteId: 'https://x.ch/' }, 'analyticsSiteId'],
    [
      'an accessibility contact that is no address',
      { accessibilityEmail: 'segreteria' },
      'accessibilityEmail',
    ],
    ['not an object', ['kiosk'], '(root)'],
  ])('ignores the whole layer for %s, with one log line naming the field', (_case, raw, field) => {
    const logger = createMemoryLogger();
    expect(parseConfigLayer('/etc/tech-journey/config.json', raw, logger)).toBeNull();
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toContain('/etc/tech-journey/config.json');
    expect(logger.lines[0]).toContain(field);
  });
});

describe('server addresses the renderer can reach', () => {
  it('accepts https anywhere and http only on this machine', () => {
    const logger = createMemoryLogger();
    expect(
      parseConfigLayer('test', { serverUrl: 'https://tj.scuola.ch' }, logger)?.apiBaseUrl,
    ).toBe('https://tj.scuola.ch/api/tj');
    expect(
      parseConfigLayer('test', { apiBaseUrl: 'http://localhost:8787/api/tj' }, logger)?.apiBaseUrl,
    ).toBe('http://localhost:8787/api/tj');
    expect(parseConfigLayer('test', { serverUrl: 'http://192.168.1.20:8787' }, logger)).toBeNull();
    expect(logger.lines.join('\n')).toContain('https');
  });
});

it("takes a school's address for the accessibility statement, or none", () => {
  const logger = createMemoryLogger();
  for (const accessibilityEmail of ['accessibilita@scuola.example', '']) {
    expect(parseConfigLayer('test', { accessibilityEmail }, logger)).toEqual({
      accessibilityEmail,
    });
  }
  expect(logger.lines).toEqual([]);
});

describe('analytics settings', () => {
  it('accepts a Plausible URL and site id, or empty values', () => {
    const logger = createMemoryLogger();
    expect(
      parseConfigLayer(
        'test',
        { analyticsUrl: 'https://stats.school.ch/', analyticsSiteId: 'tj.school.ch' },
        logger,
      ),
    ).toEqual({ analyticsUrl: 'https://stats.school.ch', analyticsSiteId: 'tj.school.ch' });
    expect(parseConfigLayer('test', { analyticsUrl: '', analyticsSiteId: '' }, logger)).toEqual({
      analyticsUrl: '',
      analyticsSiteId: '',
    });
    expect(logger.lines).toEqual([]);
  });
});
