import { useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '#common/ipc/contract.ts';
import type { DownloadState } from '#common/ipc/downloads.ts';
import { ToastRegion } from '../../components/toast/toast-region.tsx';
import { fakeAdapter } from '../../testing/fake-adapter.ts';
import { createFakeBridge, fakeToken, TEST_CONFIG } from '../../testing/fake-session.ts';
import { createAppServices } from '../services/app-services.ts';
import { ServicesProvider } from '../services/services-context.tsx';
import { useDownload } from './use-download.ts';
import { useDownloadFolder } from './use-download-folder.ts';

const ID = '9b2f3c1e-8d4a-4f6b-a1c2-3d4e5f607182';

function DownloadButton() {
  const { download, isDownloading, canOpenFiles, openFile } = useDownload();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        disabled={isDownloading}
        onClick={async () => {
          const result = await download({
            service: 'api',
            path: '/tech-journey/report/general/download/professor-students-certified-hours',
            suggestedName: 'ore.xlsx',
          });
          if (result.state === 'completed') setDone(result.id ?? result.fileName);
        }}
      >
        Scarica
      </button>
      {done && canOpenFiles ? (
        <button type="button" onClick={() => void openFile(done)}>
          Apri
        </button>
      ) : null}
    </>
  );
}

function FolderPanel() {
  const { available, setting, chooseFolder, setAskEveryTime } = useDownloadFolder();
  if (!available) return <p>Nessuna impostazione</p>;
  return (
    <>
      <p>{setting ? `${setting.folder} ${setting.askEveryTime ? 'chiedi' : 'fissa'}` : '...'}</p>
      <button type="button" onClick={() => void chooseFolder()}>
        Scegli
      </button>
      <button type="button" onClick={() => void setAskEveryTime(true)}>
        Chiedi
      </button>
    </>
  );
}

function renderWith(kind: 'desktop' | 'web', ui: ReactNode) {
  const bridge = { ...createFakeBridge(fakeToken('professor')), kind };
  const services = createAppServices({ bridge, config: TEST_CONFIG });
  services.session.setAccessToken(fakeToken('professor'));
  render(
    <ServicesProvider services={services}>
      {ui}
      <ToastRegion store={services.toasts} />
    </ServicesProvider>,
  );
  return services;
}

function installDesktop() {
  let listener: ((state: DownloadState) => void) | null = null;
  let setting = { askEveryTime: false, folder: '/home/prof/Scaricati' };
  const desktop = {
    downloadsStart: vi.fn(async () => {
      setTimeout(() =>
        listener?.({ id: ID, fileName: 'ore.xlsx', state: 'completed', bytes: 3, totalBytes: 3 }),
      );
      return { id: ID };
    }),
    downloadsOpen: vi.fn(async () => undefined),
    downloadsCancel: vi.fn(async (_id: string) => undefined),
    downloadsGetFolder: vi.fn(async () => setting),
    downloadsChooseFolder: vi.fn(async () => (setting = { ...setting, folder: '/srv/classe' })),
    downloadsSetAskEveryTime: vi.fn(
      async (ask: boolean) => (setting = { ...setting, askEveryTime: ask }),
    ),
    on: vi.fn((_event: string, next: typeof listener) => {
      listener = next;
      return () => (listener = null);
    }),
  };
  (window as Window & { desktop?: unknown }).desktop = desktop as unknown as DesktopBridge;
  return desktop;
}

afterEach(() => {
  delete (window as Window & { desktop?: unknown }).desktop;
  vi.restoreAllMocks();
});

describe('useDownload', () => {
  it('downloads through main in the desktop app and opens the file by id', async () => {
    const desktop = installDesktop();
    renderWith('desktop', <DownloadButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Scarica' }));
    expect(await screen.findByText('Download completato con successo.')).toBeInTheDocument();
    expect(screen.getByText('Download in corso...')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apri' }));
    expect(desktop.downloadsOpen).toHaveBeenCalledWith(ID);
  });

  it('cancels a running download by the id its progress carries', async () => {
    const desktop = installDesktop();
    let listener: ((state: DownloadState) => void) | null = null;
    desktop.on.mockImplementation((_event, next) => {
      listener = next;
      return () => (listener = null);
    });
    desktop.downloadsStart.mockImplementation(async () => {
      setTimeout(() =>
        listener?.({ id: ID, fileName: 'a.zip', state: 'progress', bytes: 1, totalBytes: 9 }),
      );
      return { id: ID };
    });
    desktop.downloadsCancel.mockImplementation(async () => {
      listener?.({ id: ID, fileName: 'a.zip', state: 'cancelled', bytes: 1, totalBytes: 9 });
    });
    function Cancellable() {
      const { download, cancel } = useDownload();
      const [outcome, setOutcome] = useState('');
      return (
        <button
          type="button"
          onClick={async () => {
            const result = await download(
              { service: 'reports', path: '/certificates/download/all', suggestedName: 'a.zip' },
              { onProgress: (state) => void cancel(state.id) },
            );
            setOutcome(result.state);
          }}
        >
          {outcome || 'Scarica'}
        </button>
      );
    }
    renderWith('desktop', <Cancellable />);
    await userEvent.click(screen.getByRole('button', { name: 'Scarica' }));
    expect(await screen.findByRole('button', { name: 'cancelled' })).toBeInTheDocument();
    expect(desktop.downloadsCancel).toHaveBeenCalledWith(ID);
    expect(screen.queryByText('Download completato con successo.')).toBeNull();
  });

  it('makes an ordinary download in a browser, with no open button', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:tj/2');
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const services = renderWith('web', <DownloadButton />);
    services.http.api.defaults.adapter = fakeAdapter(() => ({
      status: 200,
      data: new Blob(['x']),
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Scarica' }));
    expect(await screen.findByText('Download completato con successo.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Apri' })).toBeNull();
  });
});

describe('useDownloadFolder', () => {
  it('shows and changes the folder setting in the desktop app', async () => {
    installDesktop();
    renderWith('desktop', <FolderPanel />);
    expect(await screen.findByText('/home/prof/Scaricati fissa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Scegli' }));
    expect(await screen.findByText('/srv/classe fissa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chiedi' }));
    await waitFor(() => expect(screen.getByText('/srv/classe chiedi')).toBeInTheDocument());
  });

  it('has nothing to set in a browser', () => {
    renderWith('web', <FolderPanel />);
    expect(screen.getByText('Nessuna impostazione')).toBeInTheDocument();
  });
});
