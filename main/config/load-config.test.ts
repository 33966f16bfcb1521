import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import { loadAppConfig, type LoadConfigDeps } from './load-config.ts';
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
