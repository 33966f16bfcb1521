import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadRequest, DownloadState } from '#common/ipc/downloads.ts';
import { createMemoryLogger } from '../logging/logger.ts';
import { TEST_CONFIG } from '../testing/ipc-fakes.ts';
import { createDownloadFolder, type DownloadDialogs } from './download-folder.ts';
import { createDownloadManager } from './download-manager.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
type Route = (request: IncomingMessage, response: ServerResponse, body: string) => void;
const routes = new Map<string, Route>();
const seenAuthorization: (string | undefined)[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seenAuthorization.push(request.headers.authorization);
      const route = routes.get(`${request.method} ${request.url}`);
      if (route) route(request, response, body);
      else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tj-downloads-'));
  routes.clear();
  seenAuthorization.length = 0;
});
afterEach(() => rm(folder, { recursive: true, force: true }));

function setUp(
  options: { token?: string; refreshed?: string | null; dialogs?: Partial<DownloadDialogs> } = {},
) {
  const events: DownloadState[] = [];
  const settings: { value: unknown } = { value: { folder } };
  const auth = {
    getAccessToken: vi.fn(async () => options.token ?? 'access-1'),
    refresh: vi.fn(async () => (options.refreshed === undefined ? 'access-2' : options.refreshed)),
  };
  const shell = { openPath: vi.fn(async () => ''), showItemInFolder: vi.fn() };
  let clock = 0;
  const manager = createDownloadManager({
    fetch: (url, init) => fetch(url, init),
    auth,
    config: () => ({
      ...TEST_CONFIG,
      apiBaseUrl: `${origin}/api/tj`,
      reportsBaseUrl: `${origin}/api/reports/`,
    }),
    folder: createDownloadFolder({
      store: { read: () => settings.value, write: (value) => (settings.value = value) },
      dialogs: {
        chooseFolder: async () => null,
        chooseSavePath: async () => null,
        ...options.dialogs,
      },
      defaultFolder: () => folder,
    }),
    shell,
    emit: (state) => events.push(state),
    logger: createMemoryLogger(),
    // Each reading moves the clock past the throttle interval, so every chunk is reported.
    now: () => (clock += 1000),
  });
  const finished = (id: string) =>
    vi.waitFor(
      () => {
        const last = events.filter((event) => event.id === id).at(-1);
        if (!last || last.state === 'progress') throw new Error('still running');
        return last;
      },
      { timeout: 5000, interval: 5 },
    );
  return { manager, events, auth, shell, settings, finished };
}

const GET = (path: string, suggestedName = 'file.bin'): DownloadRequest => ({
  service: 'api',
  path,
  suggestedName,
});

describe('download manager', () => {
  it('downloads a file with the bearer token under the name of Content-Disposition', async () => {
    routes.set('GET /api/tj/cert', (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(PDF.length),
        'content-disposition': `attachment; filename="attestato-Sara.pdf"; filename*=UTF-8''attestato-S%C3%A0ra.pdf`,
      });
      response.end(PDF);
    });
    const { manager, events, finished } = setUp();
    const { id } = manager.start(GET('/cert', 'certificato.pdf'));
    const last = await finished(id);
    expect(last).toEqual({
      id,
      fileName: 'attestato-Sàra.pdf',
      state: 'completed',
      bytes: PDF.length,
      totalBytes: PDF.length,
    });
    expect(await readFile(join(folder, 'attestato-Sàra.pdf'))).toEqual(PDF);
    expect(await readdir(folder)).toEqual(['attestato-Sàra.pdf']);
    expect(seenAuthorization).toEqual(['Bearer access-1']);
    expect(events[0]).toMatchObject({
      id,
      state: 'progress',
      fileName: 'certificato.pdf',
      bytes: 0,
    });
    expect(JSON.stringify(events)).not.toContain(folder);
    expect(manager.list()).toEqual([last]);
  });

  it('reports progress while a slow body arrives', async () => {
    const chunks = 5;
    routes.set('GET /api/reports/slow', (_request, response) => {
      response.writeHead(200, { 'content-type': XLSX, 'content-length': String(chunks * 1000) });
      let sent = 0;
      const timer = setInterval(() => {
        response.write(Buffer.alloc(1000, 65));
        sent += 1;
        if (sent === chunks) {
          clearInterval(timer);
          response.end();
        }
      }, 20);
    });
    const { manager, events, finished } = setUp();
    const { id } = manager.start({ service: 'reports', path: '/slow', suggestedName: 'ore.xlsx' });
    await finished(id);
    const bytes = events.filter((event) => event.state === 'progress').map((event) => event.bytes);
    expect(bytes.some((value) => value > 0 && value < chunks * 1000)).toBe(true);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({
      state: 'completed',
      bytes: 5000,
      totalBytes: 5000,
      fileName: 'ore.xlsx',
    });
  });

  it('puts the Italian message of a JSON error into the failed event and writes nothing', async () => {
    routes.set('GET /api/tj/all', (_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          message: 'Nessuno studente ha ancora superato il test',
          code: 'bad_request',
        }),
      );
    });
    const { manager, finished } = setUp();
    const last = await finished(manager.start(GET('/all', 'attestati.zip')).id);
    expect(last).toMatchObject({
      state: 'failed',
      message: 'Nessuno studente ha ancora superato il test',
    });
    expect(await readdir(folder)).toEqual([]);
  });

  it('fails without a half file when the connection is reset midway', async () => {
    routes.set('GET /api/tj/reset', (request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '100000' });
      response.write(Buffer.alloc(20000, 66), () => setTimeout(() => request.socket.destroy(), 20));
    });
    const { manager, finished } = setUp();
    const last = await finished(manager.start(GET('/reset', 'rotto.pdf')).id);
    expect(last.state).toBe('failed');
    expect(last.message).toBeUndefined();
    expect(await readdir(folder)).toEqual([]);
  });

  it('refreshes once after a 401 and retries with the new token', async () => {
    routes.set('POST /api/tj/export', (request, response, body) => {
      if (request.headers.authorization !== 'Bearer access-2') {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Sessione scaduta.', code: 'token_expired' }));
        return;
      }
      response.writeHead(200, {
        'content-type': XLSX,
        'content-disposition': 'attachment; filename="studenti.xlsx"',
      });
      response.end(body);
    });
    const { manager, auth, finished } = setUp();
    const { id } = manager.start({
      service: 'api',
      path: '/export',
      method: 'POST',
      body: { ids: ['1', '2'] },
      suggestedName: 'x.xlsx',
    });
    expect(await finished(id)).toMatchObject({ state: 'completed', fileName: 'studenti.xlsx' });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(seenAuthorization).toEqual(['Bearer access-1', 'Bearer access-2']);
    await expect(readFile(join(folder, 'studenti.xlsx'), 'utf8')).resolves.toBe(
      '{"ids":["1","2"]}',
    );
  });

  it('fails with the 401 message when the refresh does not help', async () => {
    routes.set('GET /api/tj/x', (_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Sessione scaduta.', code: 'token_expired' }));
    });
    const { manager, auth, finished } = setUp({ refreshed: null });
    expect(await finished(manager.start(GET('/x')).id)).toMatchObject({
      state: 'failed',
      message: 'Sessione scaduta.',
    });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
  });

  it('cancels a running download and removes its .part', async () => {
    routes.set('GET /api/tj/endless', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/zip' });
      const timer = setInterval(() => response.write(Buffer.alloc(500, 67)), 10);
      response.on('close', () => clearInterval(timer));
    });
    const { manager, events, finished } = setUp();
    const { id } = manager.start(GET('/endless', 'lungo.zip'));
    await vi.waitFor(() => {
      if (!events.some((event) => event.bytes > 0)) throw new Error('no bytes yet');
    });
    manager.cancel(id);
    expect(await finished(id)).toMatchObject({ state: 'cancelled' });
    expect(await readdir(folder)).toEqual([]);
  });

  it('keeps an existing file and gives the new one a free name; opens it by id', async () => {
    await writeFile(join(folder, 'ore.xlsx'), 'old');
    routes.set('GET /api/tj/ore', (_request, response) =>
      response.writeHead(200, { 'content-type': XLSX }).end('new'),
    );
    const { manager, shell, finished } = setUp();
    const { id } = manager.start(GET('/ore', 'ore.xlsx'));
    expect(await finished(id)).toMatchObject({ fileName: 'ore (1).xlsx' });
    await manager.open(id);
    manager.showInFolder(id);
    expect(shell.openPath).toHaveBeenCalledWith(join(folder, 'ore (1).xlsx'));
    expect(shell.showItemInFolder).toHaveBeenCalledWith(join(folder, 'ore (1).xlsx'));
    await expect(manager.open('missing')).rejects.toThrow();
    expect(await readFile(join(folder, 'ore.xlsx'), 'utf8')).toBe('old');
  });

  it('asks where to save when set to ask every time, and cancels on a closed dialog', async () => {
    routes.set('GET /api/tj/f', (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('data'),
    );
    const elsewhere = join(folder, 'scelta');
    let answer: string | null = null;
    const chooseSavePath = vi.fn(async () => answer);
    const { manager, settings, finished } = setUp({ dialogs: { chooseSavePath } });
    settings.value = { askEveryTime: true, folder };
    expect(await finished(manager.start(GET('/f', 'a.pdf')).id)).toMatchObject({
      state: 'cancelled',
    });
    expect(chooseSavePath).toHaveBeenCalledWith(join(folder, 'a.pdf'));
    await import('node:fs/promises').then((fs) => fs.mkdir(elsewhere));
    answer = join(elsewhere, 'mio CON.pdf');
    expect(await finished(manager.start(GET('/f', 'a.pdf')).id)).toMatchObject({
      state: 'completed',
      fileName: 'mio CON.pdf',
    });
    await expect(readFile(join(elsewhere, 'mio CON.pdf'), 'utf8')).resolves.toBe('data');
  });

  it.each([
    ['application/octet-stream'],
    ['application/hta'],
    ['text/html; charset=utf-8'],
    [undefined],
  ])('refuses an answer of type %j and writes nothing', async (contentType) => {
    routes.set('GET /api/tj/evil', (_request, response) => {
      response.writeHead(200, contentType ? { 'content-type': contentType } : {});
      response.end('@echo off');
    });
    const { manager, finished } = setUp();
    expect(await finished(manager.start(GET('/evil', 'x.bat')).id)).toMatchObject({
      state: 'failed',
      message: 'Errore durante il download.',
    });
    expect(await readdir(folder)).toEqual([]);
  });

  it('saves under the extension of the Content-Type, whatever name was suggested', async () => {
    routes.set('GET /api/tj/csv', (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="lista.hta"',
      });
      response.end('a;b');
    });
    routes.set('GET /api/tj/zip', (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/zip' }).end('PK'),
    );
    const { manager, shell, finished } = setUp();
    const csv = manager.start(GET('/csv', 'x.bat')).id;
    expect(await finished(csv)).toMatchObject({ state: 'completed', fileName: 'lista.csv' });
    const zip = manager.start(GET('/zip', 'run.bat')).id;
    expect(await finished(zip)).toMatchObject({ state: 'completed', fileName: 'run.zip' });
    expect((await readdir(folder)).sort()).toEqual(['lista.csv', 'run.zip']);
    await manager.open(zip);
    expect(shell.openPath).toHaveBeenCalledWith(join(folder, 'run.zip'));
  });

  it('forces the extension on a name chosen in the save dialog', async () => {
    routes.set('GET /api/tj/p', (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF'),
    );
    const chooseSavePath = vi.fn(async () => join(folder, 'scelto.hta'));
    const { manager, settings, finished } = setUp({ dialogs: { chooseSavePath } });
    settings.value = { askEveryTime: true, folder };
    expect(await finished(manager.start(GET('/p', 'a.pdf')).id)).toMatchObject({
      state: 'completed',
      fileName: 'scelto.pdf',
    });
  });

  it('clear() aborts running downloads, removes their .part and forgets every record', async () => {
    routes.set('GET /api/tj/endless', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/zip' });
      const timer = setInterval(() => response.write(Buffer.alloc(500, 67)), 10);
      response.on('close', () => clearInterval(timer));
    });
    routes.set('GET /api/tj/done', (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF'),
    );
    const { manager, events, finished } = setUp();
    const done = manager.start(GET('/done', 'fatto.pdf')).id;
    await finished(done);
    const running = manager.start(GET('/endless', 'lungo.zip')).id;
    await vi.waitFor(() => {
      if (!events.some((event) => event.id === running && event.bytes > 0)) {
        throw new Error('no bytes yet');
      }
    });
    expect((await readdir(folder)).some((name) => name.endsWith('.part'))).toBe(true);
    await manager.clear();
    expect(manager.list()).toEqual([]);
    expect(await readdir(folder)).toEqual(['fatto.pdf']);
    await expect(manager.open(done)).rejects.toThrow();
  });
});
