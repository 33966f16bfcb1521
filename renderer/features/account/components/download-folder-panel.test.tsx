import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '#common/ipc/contract.ts';
import type { DownloadFolderSetting } from '#common/ipc/downloads.ts';
import { ToastRegion } from '../../../components/toast/toast-region.tsx';
import { createAppServices } from '../../../lib/services/app-services.ts';
import { ServicesProvider } from '../../../lib/services/services-context.tsx';
import { createFakeBridge, fakeToken, TEST_CONFIG } from '../../../testing/fake-session.ts';
import { DownloadFolderPanel } from './download-folder-panel.tsx';

type Deferred = { resolve: (value: DownloadFolderSetting) => void };

/** window.desktop with main's folder calls; the folder dialog answers only when the test says. */
function installDesktop() {
  let setting: DownloadFolderSetting = { askEveryTime: false, folder: '/home/prof/Scaricati' };
  const dialog: Deferred[] = [];
  const desktop = {
    downloadsGetFolder: vi.fn(async () => setting),
    downloadsChooseFolder: vi.fn(
      () => new Promise<DownloadFolderSetting>((resolve) => dialog.push({ resolve })),
    ),
    downloadsSetAskEveryTime: vi.fn(async (ask: boolean) => {
      setting = { ...setting, askEveryTime: ask };
      return setting;
    }),
    downloadsList: vi.fn(async () => []),
    on: vi.fn(() => () => undefined),
  };
  (window as Window & { desktop?: unknown }).desktop = desktop as unknown as DesktopBridge;
  return { desktop, dialog };
}

function renderPanel(kind: 'desktop' | 'web') {
  const bridge = { ...createFakeBridge(fakeToken('professor')), kind };
  const services = createAppServices({ bridge, config: TEST_CONFIG });
  return render(
    <ServicesProvider services={services}>
      <DownloadFolderPanel />
      <ToastRegion store={services.toasts} />
    </ServicesProvider>,
  );
}

afterEach(() => {
  delete (window as Window & { desktop?: unknown }).desktop;
});

describe('DownloadFolderPanel', () => {
  it('shows a loading state, then the folder in use', async () => {
    installDesktop();
    renderPanel('desktop');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Caricamento delle impostazioni dei download…',
    );
    expect(await screen.findByText('/home/prof/Scaricati')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Download' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Chiedi ogni volta dove salvare i file' }),
    ).not.toBeChecked();
  });

  it('chooses a folder from the keyboard and blocks a second dialog meanwhile', async () => {
    const { desktop, dialog } = installDesktop();
    renderPanel('desktop');
    const choose = await screen.findByRole('button', { name: 'Scegli cartella…' });
    await userEvent.tab();
    expect(choose).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(choose).toBeDisabled();
    expect(desktop.downloadsChooseFolder).toHaveBeenCalledTimes(1);
    dialog[0]?.resolve({ askEveryTime: false, folder: '/srv/classe-3A' });
    expect(await screen.findByText('/srv/classe-3A')).toBeInTheDocument();
    expect(choose).toBeEnabled();
  });

  it('switches to asking every time with the checkbox', async () => {
    const { desktop } = installDesktop();
    renderPanel('desktop');
    const ask = await screen.findByRole('checkbox', {
      name: 'Chiedi ogni volta dove salvare i file',
    });
    expect(ask).not.toBeChecked();
    await userEvent.click(ask);
    expect(desktop.downloadsSetAskEveryTime).toHaveBeenCalledWith(true);
    expect(await screen.findByText('Chiedi ogni volta dove salvare')).toBeInTheDocument();
    expect(ask).toBeChecked();
    expect(screen.queryByText('/home/prof/Scaricati')).toBeNull();
  });

  it('says so when main cannot change the folder', async () => {
    const { desktop } = installDesktop();
    desktop.downloadsSetAskEveryTime.mockRejectedValueOnce(new Error('refused'));
    renderPanel('desktop');
    await userEvent.click(await screen.findByRole('checkbox'));
    expect(
      await screen.findByText('Impossibile modificare la cartella dei download.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox')).toBeEnabled());
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('stops loading with an error when main cannot read the setting', async () => {
    const { desktop } = installDesktop();
    desktop.downloadsGetFolder.mockRejectedValueOnce(new Error('broken store'));
    renderPanel('desktop');
    expect(
      await screen.findByText('Impossibile leggere la cartella dei download.'),
    ).toBeInTheDocument();
  });

  it('renders nothing in a browser', () => {
    const { container } = renderPanel('web');
    expect(container.querySelector('.settings-panel')).toBeNull();
  });
});
