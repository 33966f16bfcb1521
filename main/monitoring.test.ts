import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from './logging/logger.ts';
import { startMonitoring } from './monitoring.ts';
import { TEST_CONFIG } from './testing/ipc-fakes.ts';

const DSN = 'https://public@o1.ingest.sentry.io/42';

describe('startMonitoring', () => {
  it('initialises the SDK with the spec rates when allowed', async () => {
    const init = vi.fn(async () => undefined);
    const config = { ...TEST_CONFIG, sentryDsn: DSN, cookieDomain: 'tj.school.ch' };
    expect(await startMonitoring(config, init, createMemoryLogger())).toBe(true);
    expect(init).toHaveBeenCalledWith({
      dsn: DSN,
      environment: 'development',
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it.each([
    ['no DSN', { sentryDsn: '', cookieDomain: 'tj.school.ch' }],
    ['localhost', { sentryDsn: DSN, cookieDomain: 'localhost' }],
    ['the dev domain', { sentryDsn: DSN, cookieDomain: 'dev.techjourney.internal' }],
    ['the UAT domain', { sentryDsn: DSN, cookieDomain: 'uat.techjourney.internal' }],
  ])('does not load the SDK with %s', async (_case, overrides) => {
    const init = vi.fn(async () => undefined);
    expect(
      await startMonitoring({ ...TEST_CONFIG, ...overrides }, init, createMemoryLogger()),
    ).toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('survives an SDK that fails to start', async () => {
    const logger = createMemoryLogger();
    const init = vi.fn(async () => Promise.reject(new Error('boom')));
    const config = { ...TEST_CONFIG, sentryDsn: DSN, cookieDomain: 'tj.school.ch' };
    expect(await startMonitoring(config, init, logger)).toBe(false);
    expect(logger.lines).toEqual(['warn Error reporting could not start: Error: boom']);
  });
});
