import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import { loadAppConfig, loadDesktopConfig, type LoadConfigDeps } from './load-config.ts';
import { machineConfigPath } from './machine-config-path.ts';

function load(overrides: Partial<LoadConfigDeps> & { files?: Record<string, string> } = {}) {
  const logger = createMemoryLogger();
  const { files = {}, ...rest } = overrides;
  const config = loadAppConfig({
    platform: 'linux',
    env: {},
    argv: [],
    readTextFile: (path) => files[path] ?? null,
    readUserSettings: () => undefined,
    logger,
    ...rest,
  });
  return { config, logger };
}

describe('loadAppConfig', () => {
  it('defaults to the local platform server, or HG_SERVER_URL', () => {
    expect(load().config.apiBaseUrl).toBe('http://127.0.0.1:8787/api/tj');
    expect(load({ env: { HG_SERVER_URL: 'http://127.0.0.1:9999' } }).config.chatBaseUrl).toBe(
      'http://127.0.0.1:9999/api/chat/api/v1',
    );
    const { config, logger } = load({ env: { HG_SERVER_URL: 'ftp://x' } });
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:8787/api/tj');
    expect(logger.lines).toHaveLength(1);
  });

  it('reads the machine-wide file, the user settings and the command line in order', () => {
    const { config, logger } = load({
      files: {
        '/etc/tech-journey/config.json': '{"serverUrl":"https://tj.school.ch"}',
      },
      readUserSettings: () => ({ kiosk: false, apiBaseUrl: 'https://user.school.ch/api/tj' }),
      argv: [
        'tech-journey',
        '--api-base-url=https://cli.school.ch/api/tj',
        '--environment=development',
      ],
    });
    expect(config).toMatchObject({
      apiBaseUrl: 'https://cli.school.ch/api/tj',
      liveBaseUrl: 'https://tj.school.ch/api/live',
      environment: 'development',
      kiosk: false,
    });
    expect(logger.lines).toEqual([]);
  });

  it('lets --server-url set every service URL', () => {
    const { config } = load({ argv: ['--server-url=https://tj.school.ch'] });
    expect(config.apiBaseUrl).toBe('https://tj.school.ch/api/tj');
    expect(config.surveysBaseUrl).toBe('https://tj.school.ch/api/surveys');
  });

  it.each<[string, Partial<LoadConfigDeps> & { files?: Record<string, string> }]>([
    ['a machine file that is not JSON', { files: { '/etc/tech-journey/config.json': '{kiosk' } }],
    [
      'an unreadable machine file',
      {
        readTextFile: () => {
          throw new Error('EACCES');
        },
      },
    ],
    [
      'a corrupt user store',
      {
        readUserSettings: () => {
          throw new SyntaxError('Unexpected token');
        },
      },
    ],
    [
      'an invalid user setting',
      { readUserSettings: () => ({ apiBaseUrl: 'javascript:alert(1)' }) },
    ],
    ['an invalid command line', { argv: ['--environment=staging'] }],
  ])('ignores %s with one log line, never crashing', (_case, overrides) => {
    const { config, logger } = load(overrides);
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:8787/api/tj');
    expect(config.environment).toBe('production');
    expect(logger.lines).toHaveLength(1);
  });
});

describe('machineConfigPath', () => {
  it.each([
    ['linux', {}, '/etc/tech-journey/config.json'],
    ['darwin', {}, '/Library/Application Support/TechJourney/config.json'],
    ['win32', { ProgramData: 'D:\\ProgramData' }, 'D:\\ProgramData\\TechJourney\\config.json'],
    ['win32', {}, 'C:\\ProgramData\\TechJourney\\config.json'],
  ])('%s → %s', (platform, env, expected) => {
    expect(machineConfigPath(platform, env)).toBe(expected);
  });
});

describe('the machine-wide updates entry', () => {
  const MACHINE = '/etc/tech-journey/config.json';
  const loadDesktop = (machine: unknown, overrides: Partial<LoadConfigDeps> = {}) => {
    const logger = createMemoryLogger();
    const config = loadDesktopConfig({
      platform: 'linux',
      env: {},
      argv: [],
      readTextFile: (path) => (path === MACHINE ? JSON.stringify(machine) : null),
      readUserSettings: () => undefined,
      logger,
      ...overrides,
    });
    return { config, logger };
  };

  it('reads the feed and the interval next to the rest of the file', () => {
    const { config, logger } = loadDesktop({
      kiosk: true,
      serverUrl: 'https://tj.school.ch',
      updates: { url: 'https://updates.school.ch/tech-journey/', checkEveryHours: 12 },
    });
    expect(config.updates).toEqual({
      enabled: true,
      url: 'https://updates.school.ch/tech-journey',
      checkEveryHours: 12,
    });
    expect(config.app.kiosk).toBe(true);
    expect(logger.lines).toEqual([]);
  });

  it('is off without an entry, without a URL, or when the lab switches it off', () => {
    expect(loadDesktop({ kiosk: true }).config.updates.enabled).toBe(false);
    expect(loadDesktop({ updates: {} }).config.updates).toEqual({
      enabled: false,
      url: null,
      checkEveryHours: 6,
    });
    expect(
      loadDesktop({ updates: { enabled: false, url: 'https://updates.school.ch/tj' } }).config
        .updates.enabled,
    ).toBe(false);
  });

  it.each([
    ['a plain-http feed on the network', { url: 'http://updates.school.ch/tj' }, 'updates.url'],
    ['a misspelt key', { enable: false }, 'unknown key enable'],
    ['an interval of zero', { url: 'https://u.school.ch', checkEveryHours: 0 }, 'checkEveryHours'],
  ])('turns updates off for %s, keeping the rest of the file', (_case, updates, field) => {
    const { config, logger } = loadDesktop({ kiosk: true, updates });
    expect(config.updates.enabled).toBe(false);
    expect(config.app.kiosk).toBe(true);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toContain(field);
  });

  it('cannot be set by the user settings or the command line', () => {
    const { config, logger } = loadDesktop(
      { serverUrl: 'https://tj.school.ch' },
      { readUserSettings: () => ({ updates: { url: 'https://evil.example/feed' } }) },
    );
    expect(config.updates.url).toBeNull();
    expect(logger.lines.join('\n')).toContain('unknown key updates');
  });
});
