import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '#common/ipc/contract.ts';
import type { DownloadState } from '#common/ipc/downloads.ts';
import { ToastRegion } from '../../../components/toast/toast-region.tsx';
import { createAppServices } from '../../../lib/services/app-services.ts';
import { ServicesProvider } from '../../../lib/services/services-context.tsx';
import { createFakeBridge, fakeToken, TEST_CONFIG } from '../../../testing/fake-session.ts';
import { RecentDownloads } from './recent-downloads.tsx';

const ORE = '9b2f3c1e-8d4a-4f6b-a1c2-3d4e5f607182';
const ATTESTATI = '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5';
const NUOVO = '2d3e4f5a-6b7c-4d8e-9fa0-b1c2d3e4f5a6';

function state(id: string, fileName: string, ended: DownloadState['state']): DownloadState {
  return { id, fileName, state: ended, bytes: 3, totalBytes: 3 };
}

/** window.desktop whose main lists `listed` and can push progress events. */
function installDesktop(listed: DownloadState[]) {
  const listeners = new Set<(state: DownloadState) => void>();
  const desktop = {
    downloadsList: vi.fn(async () => listed),
    downloadsOpen: vi.fn(async (_id: string) => undefined),
    downloadsShowInFolder: vi.fn(async (_id: string) => undefined),
    on: vi.fn((_event: string, listener: (state: DownloadState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  (window as Window & { desktop?: unknown }).desktop = desktop as unknown as DesktopBridge;
  const emit = (next: DownloadState) => {
    for (const listener of [...listeners]) listener(next);
  };
  return { desktop, emit, listeners };
}

function renderList(kind: 'desktop' | 'web') {
  const bridge = { ...createFakeBridge(fakeToken('professor')), kind };
  const services = createAppServices({ bridge, config: TEST_CONFIG });
  return render(
    <ServicesProvider services={services}>
      <RecentDownloads />
      <ToastRegion store={services.toasts} />
    </ServicesProvider>,
  );
}

const names = () => screen.queryAllByRole('listitem').map((item) => item.firstChild?.textContent);

afterEach(() => {
  delete (window as Window & { desktop?: unknown }).desktop;
});

describe('RecentDownloads', () => {
  it('lists the completed downloads of this run, newest first, and follows new ones', async () => {
    const { emit } = installDesktop([
      state(ORE, 'ore-certificate-PCTO.xlsx', 'completed'),
      state('f', 'rotto.pdf', 'failed'),
      state(ATTESTATI, 'attestati.zip', 'completed'),
    ]);
    renderList('desktop');
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento degli ultimi download…');
    expect(await screen.findByText('attestati.zip')).toBeInTheDocument();
    expect(names()).toEqual(['attestati.zip', 'ore-certificate-PCTO.xlsx']);

    act(() => emit({ ...state(NUOVO, 'attestato.pdf', 'progress'), bytes: 1 }));
    expect(names()).toHaveLength(2);
    act(() => emit(state(NUOVO, 'attestato.pdf', 'completed')));
    expect(names()).toEqual(['attestato.pdf', 'attestati.zip', 'ore-certificate-PCTO.xlsx']);
  });

  it('opens a file and shows it in its folder by id, from the keyboard', async () => {
    const { desktop } = installDesktop([
      state(ORE, 'ore-certificate-PCTO.xlsx', 'completed'),
      state(ATTESTATI, 'attestati.zip', 'completed'),
    ]);
    renderList('desktop');
    const row = (await screen.findByText('ore-certificate-PCTO.xlsx')).closest('li');
    if (!row) throw new Error('no row');
    const open = within(row).getByRole('button', { name: 'Apri' });
    expect(open).toHaveAccessibleDescription('ore-certificate-PCTO.xlsx');
    open.focus();
    await userEvent.keyboard('{Enter}');
    expect(desktop.downloadsOpen).toHaveBeenCalledWith(ORE);
    await userEvent.tab();
    expect(within(row).getByRole('button', { name: 'Mostra nella cartella' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(desktop.downloadsShowInFolder).toHaveBeenCalledWith(ORE);
  });

  it('tells the user when the file cannot be opened', async () => {
    const { desktop } = installDesktop([state(ORE, 'ore.xlsx', 'completed')]);
    desktop.downloadsOpen.mockRejectedValueOnce(new Error('moved'));
    renderList('desktop');
    await userEvent.click(await screen.findByRole('button', { name: 'Apri' }));
    expect(await screen.findByText('Impossibile aprire il file.')).toBeInTheDocument();
  });

  it('says when nothing was downloaded yet, and stops listening when it leaves', async () => {
    const { listeners } = installDesktop([state('f', 'rotto.pdf', 'failed')]);
    const { unmount } = renderList('desktop');
    expect(
      await screen.findByText('Nessun download completato da quando hai aperto l’app.'),
    ).toBeInTheDocument();
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('renders nothing in a browser', () => {
    const { container } = renderList('web');
    expect(container.querySelector('.settings-panel')).toBeNull();
  });
});
