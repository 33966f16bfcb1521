import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '#common/ipc/contract.ts';
import type { DownloadRequest, DownloadState } from '#common/ipc/downloads.ts';
import { fakeAdapter } from '../../testing/fake-adapter.ts';
import { TEST_CONFIG } from '../../testing/fake-session.ts';
import { createServiceClients } from '../http/service-clients.ts';
import { createToastStore } from '../toast-store.ts';
import { downloadFile } from './download-file.ts';

const ID = '9b2f3c1e-8d4a-4f6b-a1c2-3d4e5f607182';
const HOURS: DownloadRequest = {
  service: 'api',
  path: '/tech-journey/report/general/download/professor-students-certified-hours',
  suggestedName: 'ore-certificate-PCTO.xlsx',
};
const ALL: DownloadRequest = {
  service: 'reports',
  path: '/certificates/download/all?quiz_id=q1',
  suggestedName: 'attestati.zip',
};

/** window.desktop with a main that answers `events` for each started download. */
function fakeDesktop(events: (id: string) => Omit<DownloadState, 'id'>[], eventsFirst = false) {
  const listeners = new Set<(state: DownloadState) => void>();
  const emit = (id: string) => {
    for (const event of events(id))
      for (const listener of [...listeners]) listener({ id, ...event });
  };
  const desktop = {
    downloadsStart: vi.fn(async () => {
      // Main may send the first events before its answer to the start reaches the page.
      if (eventsFirst) emit(ID);
      else queueMicrotask(() => emit(ID));
      // An unrelated download's end must not be taken for this one.
      for (const listener of [...listeners]) {
        listener({ id: 'other', fileName: 'x', state: 'failed', bytes: 0, totalBytes: null });
      }
      return { id: ID };
    }),
    on: vi.fn((_event: string, listener: (state: DownloadState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  return { desktop: desktop as unknown as DesktopBridge, spies: desktop, listeners };
}

function setUp(desktop?: DesktopBridge) {
  const http = createServiceClients(TEST_CONFIG, {
    getAccessToken: () => 'token',
    refresh: async () => null,
    onSessionExpired: vi.fn(),
    onPasswordExpired: vi.fn(),
    onFatal: vi.fn(),
    onError: vi.fn(),
  });
  const toasts = createToastStore();
  const shown = () => toasts.get().map((toast) => `${toast.title}: ${toast.message}`);
  return { http, toasts, shown, deps: { desktop, http, toasts } };
}

describe('downloadFile in the desktop app', () => {
  it('lets main download and follows its events to the end', async () => {
    const { desktop, spies, listeners } = fakeDesktop(() => [
      { fileName: 'ore.xlsx', state: 'progress', bytes: 10, totalBytes: 20 },
      { fileName: 'ore.xlsx', state: 'completed', bytes: 20, totalBytes: 20 },
    ]);
    const { deps, shown } = setUp(desktop);
    const progress: number[] = [];
    const result = await downloadFile(HOURS, {
      ...deps,
      onProgress: (s) => progress.push(s.bytes),
    });
    expect(result).toEqual({ state: 'completed', fileName: 'ore.xlsx', id: ID });
    expect(spies.downloadsStart).toHaveBeenCalledWith(HOURS);
    expect(progress).toEqual([10]);
    expect(shown()).toEqual([
      'Info: Download in corso...',
      'Successo: Download completato con successo.',
    ]);
    expect(listeners.size).toBe(0);
  });

  it('keeps events that arrive before the id', async () => {
    const { desktop } = fakeDesktop(
      () => [{ fileName: 'ore.xlsx', state: 'completed', bytes: 1, totalBytes: null }],
      true,
    );
    const { deps } = setUp(desktop);
    await expect(downloadFile(HOURS, deps)).resolves.toMatchObject({ state: 'completed' });
  });

  it("shows the server's message when main reports a failure", async () => {
    const { desktop } = fakeDesktop(() => [
      {
        fileName: 'x',
        state: 'failed',
        bytes: 0,
        totalBytes: null,
        status: 404,
        message: 'Classe non trovata.',
      },
    ]);
    const { deps, shown } = setUp(desktop);
    await expect(downloadFile(HOURS, deps)).resolves.toMatchObject({ state: 'failed' });
    expect(shown().at(-1)).toBe('Errore: Errore durante il download. Classe non trovata.');
  });

  it('shows the no-student message for the 400 of all certificates', async () => {
    const { desktop } = fakeDesktop(() => [
      { fileName: 'x', state: 'failed', bytes: 0, totalBytes: null, status: 400, message: 'x' },
    ]);
    const { deps, shown } = setUp(desktop);
    await downloadFile(ALL, deps);
    expect(shown().at(-1)).toBe('Errore: Nessuno studente ha ancora superato il test');
  });

  it('shows the generic error when main refuses the call, and no success on a cancel', async () => {
    const refused = fakeDesktop(() => []);
    refused.spies.downloadsStart.mockRejectedValueOnce(new Error('Invalid arguments'));
    const first = setUp(refused.desktop);
    await expect(downloadFile(HOURS, first.deps)).resolves.toEqual({ state: 'failed' });
    expect(first.shown().at(-1)).toBe('Errore: Errore durante il download.');

    const cancelled = fakeDesktop(() => [
      { fileName: 'x', state: 'cancelled', bytes: 0, totalBytes: null },
    ]);
    const second = setUp(cancelled.desktop);
    await expect(downloadFile(HOURS, second.deps)).resolves.toEqual({ state: 'cancelled' });
    expect(second.shown()).toEqual(['Info: Download in corso...']);
  });
});

describe('downloadFile in a browser', () => {
  const clicks: { href: string; download: string }[] = [];
  beforeEach(() => {
    clicks.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:tj/1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches the file with the bearer token and clicks a download link named by the server', async () => {
    const { deps, http, shown } = setUp();
    const seen: string[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(
        `${config.method} ${config.url} ${config.responseType} ${String(config.headers.get('Authorization'))}`,
      );
      return {
        data: new Blob(['PK']),
        status: 200,
        statusText: 'OK',
        headers: {
          'content-disposition': `attachment; filename="ore.xlsx"; filename*=UTF-8''ore-certificate-PCTO-21.11.2026.xlsx`,
        },
        config,
      };
    };
    http.api.defaults.adapter = adapter;
    const result = await downloadFile(HOURS, deps);
    expect(result).toEqual({
      state: 'completed',
      fileName: 'ore-certificate-PCTO-21.11.2026.xlsx',
    });
    expect(seen).toEqual([`get ${HOURS.path} blob Bearer token`]);
    expect(clicks).toEqual([
      { href: 'blob:tj/1', download: 'ore-certificate-PCTO-21.11.2026.xlsx' },
    ]);
    expect(document.querySelector('a')).toBeNull();
    expect(shown()).toEqual([
      'Info: Download in corso...',
      'Successo: Download completato con successo.',
    ]);
  });

  it('sends a POST body and falls back to the suggested name', async () => {
    const { deps, http } = setUp();
    let body: unknown;
    http.api.defaults.adapter = fakeAdapter((config) => {
      body = config.data;
      return { status: 200, data: new Blob(['%PDF']) };
    });
    await downloadFile(
      {
        service: 'api',
        path: '/x',
        method: 'POST',
        body: { attempts: ['a1'] },
        suggestedName: 'attestati.pdf',
      },
      deps,
    );
    expect(JSON.parse(String(body))).toEqual({ attempts: ['a1'] });
    expect(clicks.map((click) => click.download)).toEqual(['attestati.pdf']);
  });

  it('decodes the JSON error blob into the toast and saves nothing', async () => {
    const { deps, http, shown } = setUp();
    http.api.defaults.adapter = fakeAdapter(() => ({
      status: 404,
      data: new Blob([JSON.stringify({ message: 'Classe non trovata.', code: 'not_found' })]),
    }));
    await expect(downloadFile(HOURS, deps)).resolves.toMatchObject({
      state: 'failed',
      status: 404,
    });
    expect(shown().at(-1)).toBe('Errore: Errore durante il download. Classe non trovata.');
    expect(clicks).toEqual([]);
  });

  it('shows the no-student message for the 400 of all certificates', async () => {
    const { deps, http, shown } = setUp();
    http.reports.defaults.adapter = fakeAdapter(() => ({
      status: 400,
      data: new Blob([
        JSON.stringify({
          message: 'Nessuno studente ha ancora superato il test',
          code: 'bad_request',
        }),
      ]),
    }));
    await downloadFile(ALL, deps);
    expect(shown().at(-1)).toBe('Errore: Nessuno studente ha ancora superato il test');
  });

  it('shows the plain error when the body is not ours', async () => {
    const { deps, http, shown } = setUp();
    http.api.defaults.adapter = fakeAdapter(() => ({ status: 500, data: new Blob(['<html>']) }));
    await downloadFile(HOURS, deps);
    expect(shown().at(-1)).toBe('Errore: Errore durante il download.');
  });
});
