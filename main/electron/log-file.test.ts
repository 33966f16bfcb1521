import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import electronLog from 'electron-log/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureLogFile, logFileSettings } from '../logging/log-file.ts';
import { createMainLogger } from '../logging/main-logger.ts';

// electron-log's Node build has the same transports as its main build but needs no Electron:
// this runs our configuration against the real file transport.
let logsDir: string;
let runs = 0;

beforeEach(async () => {
  logsDir = await mkdtemp(join(tmpdir(), 'tj-logs-'));
  runs += 1;
});

function openLog(settings = logFileSettings(logsDir)) {
  const log = electronLog.create({ logId: `log-file-test-${runs}` });
  const file = configureLogFile(log, settings);
  return { log, file, path: settings.path };
}

describe('the main log file through electron-log', () => {
  it('writes info and above to main.log in the logs folder, readable by its owner only', async () => {
    const { log, file, path } = openLog();
    expect(path).toBe(join(logsDir, 'main.log'));
    file.info('Started.');
    file.warn('Something odd.');
    log.debug('Noise a lab PC does not need.');
    const text = await readFile(path, 'utf8');
    expect(text).toMatch(/\[info\]\s+Started\.\n/);
    expect(text).toMatch(/\[warn\]\s+Something odd\.\n/);
    expect(text).not.toContain('Noise');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('keeps the disk bounded: past the limit the file becomes main.old.log, replacing the older one', async () => {
    const { file, path } = openLog({ ...logFileSettings(logsDir), maxBytes: 200 });
    for (let line = 0; line < 10; line += 1) file.info(`Line ${line} ${'.'.repeat(40)}`);
    const current = await readFile(path, 'utf8');
    const old = await readFile(join(logsDir, 'main.old.log'), 'utf8');
    expect(current.length).toBeLessThan(300);
    expect(current).toContain('Line 9');
    expect(old).toContain('Line 8');
    expect(old + current).not.toContain('Line 0');
  });

  it('sends lines to the file only: not to the console, a renderer or a remote server', () => {
    const { log } = openLog();
    expect(log.transports.console.level).toBe(false);
    expect(log.transports.ipc?.level ?? false).toBe(false);
    expect(log.transports.remote.level).toBe(false);
  });

  it('never writes a token to the file when used through the main logger', async () => {
    const { file, path } = openLog();
    const refreshToken = 'q3Zk8W1vY0fJm2bT9xLcP4sRa7eHn5uDg6iOtK1wQzE';
    const logger = createMainLogger([file]);
    logger.error(`Refresh failed for refresh_token=${refreshToken}`);
    logger.error(`Unexpected answer: Bearer eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjo0Mn0.c2lnbmF0dXJl`);
    const text = await readFile(path, 'utf8');
    expect(text).not.toContain(refreshToken);
    expect(text).not.toContain('eyJ');
    expect(text).toContain('refresh_token=[redacted]');
  });
});
