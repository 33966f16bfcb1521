import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { DISK_FULL_LOG_INTERVAL_MS, isDiskFull, logDiskFull } from './disk-full.ts';
import { toHttpError } from './error-handler.ts';

const withCode = (code: string) => Object.assign(new Error('write failed'), { code });

describe('a full disk, told apart from other failures', () => {
  it.each([
    ['SQLSTATE 53100 (PostgreSQL and PGlite)', withCode('53100')],
    ['ENOSPC of a file write', withCode('ENOSPC')],
    ['EDQUOT (over quota)', withCode('EDQUOT')],
    ["PGlite's file system (Emscripten errno 51)", { name: 'ErrnoError', errno: 51 }],
    [
      'a cause two levels down',
      new Error('import failed', { cause: new Error('copy', { cause: withCode('ENOSPC') }) }),
    ],
  ])('recognises %s', (_what, error) => {
    expect(isDiskFull(error)).toBe(true);
    const answer = toHttpError(error as Error);
    expect(answer.statusCode).toBe(507);
    expect(answer.toBody()).toEqual({
      message: 'Il server ha esaurito lo spazio su disco: avvisa il tecnico della scuola.',
      code: 'insufficient_storage',
    });
  });

  it.each([
    ['out of memory', withCode('53200')],
    ['a missing file', withCode('ENOENT')],
    ['a read-only file system', withCode('EROFS')],
    ['another Emscripten errno', { name: 'ErrnoError', errno: 44 }],
    ['nothing', null],
  ])('does not take %s for a full disk', (_what, error) => {
    expect(isDiskFull(error)).toBe(false);
  });
});

describe(`the answer and the log of a full disk (${TEST_ENGINE})`, () => {
  let t: TestApp;
  const logLines: Array<{ level: number; msg: string; err?: unknown }> = [];
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      logger: {
        level: 'info',
        stream: { write: (line) => void logLines.push(JSON.parse(line)) },
      },
      extraRoutes: (app) => {
        app.post('/api/tj/test/full', async () => {
          throw Object.assign(new Error('could not extend file "base/5/16384"'), {
            code: '53100',
          });
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every write 507 in Italian and logs the cause once, without a stack', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/tj/test/full' });
      expect(response.statusCode).toBe(507);
      expect(response.json()).toMatchObject({ code: 'insufficient_storage' });
    }
    const errors = logLines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toMatch(/out of disk space/);
    expect(JSON.stringify(errors[0])).toContain('could not extend file');
    expect(JSON.stringify(logLines)).not.toContain('"stack"');
    // Each answer's own line is a warning, so the one error stands out.
    expect(logLines.filter((line) => line.msg === 'request completed')).toHaveLength(5);
  });

  it('logs it again once the interval has passed', () => {
    const lines: string[] = [];
    const request = {
      server: {},
      log: { error: (_fields: object, msg: string) => void lines.push(msg) },
    } as unknown as Parameters<typeof logDiskFull>[0];
    logDiskFull(request, withCode('ENOSPC'), 1_000);
    logDiskFull(request, withCode('ENOSPC'), 1_000 + DISK_FULL_LOG_INTERVAL_MS - 1);
    expect(lines).toHaveLength(1);
    logDiskFull(request, withCode('ENOSPC'), 1_000 + DISK_FULL_LOG_INTERVAL_MS);
    expect(lines).toHaveLength(2);
  });
});
