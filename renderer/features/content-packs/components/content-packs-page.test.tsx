import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackImportRecord, PackPlan } from '#common/api/content-packs/content-packs.ts';
import { contentPackEndpoints } from '#common/api/content-packs/endpoints.ts';
import { answerFrom, on, type EndpointFake } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const download = vi.fn(async () => ({ state: 'completed' as const }));

vi.mock('../../../lib/downloads/use-download.ts', () => ({
  useDownload: () => ({
    download,
    isDownloading: false,
    canOpenFiles: false,
    openFile: vi.fn(),
    showInFolder: vi.fn(),
  }),
}));

const PLAN: PackPlan = {
  pack: {
    key: 'scuola-rossi',
    title: 'Corsi della scuola Rossi',
    version: '2026.11',
    format_version: 2,
  },
  added: [
    { kind: 'entity', key: 'git', title: 'Git per la classe' },
    { kind: 'live_course', key: 'sicurezza', title: 'Sicurezza in rete' },
  ],
  changed: [{ kind: 'level', key: 'livello-1', title: 'Primi passi' }],
  retired: [],
  media: { files: 3, bytes: 5.5 * 1024 ** 2 },
};

const RECORD: PackImportRecord = {
  id: '1',
  pack_key: 'scuola-rossi',
  pack_title: 'Corsi della scuola Rossi',
  pack_version: '2026.10',
  format_version: 2,
  imported_at: '2026-10-05T09:30:00.000Z',
  imported_by: '4',
  added: 12,
  changed: 0,
  retired: 0,
};

const zipFile = (name = 'pacchetto.zip') => new File(['PK'], name, { type: 'application/zip' });

function renderPage(fakes: EndpointFake[], admin = true) {
  return renderApp({
    path: '/admin/content',
    role: 'professor',
    ...(admin ? { claims: { admin: true } } : {}),
    api: answerFrom(fakes),
  });
}

describe('the content packs page', () => {
  beforeEach(() => download.mockClear());

  it('verifies a pack, shows its plan, imports it after a confirmation and refreshes the history', async () => {
    const sent: Array<{ endpoint: string; file: unknown }> = [];
    let history: PackImportRecord[] = [];
    const { user } = renderPage([
      on(contentPackEndpoints.listContentPackImports, () => ({ status: 200, data: history })),
      on(contentPackEndpoints.dryRunContentPack, ({ body }) => {
        sent.push({ endpoint: 'dry-run', file: (body as FormData).get('pack') });
        return { status: 200, data: PLAN };
      }),
      on(contentPackEndpoints.importContentPack, ({ body }) => {
        sent.push({ endpoint: 'import', file: (body as FormData).get('pack') });
        history = [{ ...RECORD, id: '2', pack_version: '2026.11', added: 2, changed: 1 }];
        return { status: 200, data: { ...PLAN, imported: true } };
      }),
    ]);
    expect(await screen.findByText('Nessun pacchetto importato finora.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Importa' })).toBeNull();

    await user.upload(screen.getByLabelText('Pacchetto di contenuti (.zip)'), zipFile());
    await user.click(screen.getByRole('button', { name: 'Verifica' }));

    const toAdd = await screen.findByRole('list', { name: 'Da aggiungere' });
    expect(
      within(toAdd)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Attività Git per la classe', 'Corso live Sicurezza in rete']);
    expect(
      within(screen.getByRole('list', { name: 'Da modificare' })).getByRole('listitem'),
    ).toHaveTextContent('Livello Primi passi');
    expect(screen.getByRole('heading', { name: 'Da ritirare (0)' })).toBeVisible();
    expect(screen.getByText('3 file multimediali, 5,5 MB.')).toBeVisible();
    expect(
      screen.getByText('Pacchetto «Corsi della scuola Rossi», versione 2026.11 (formato 2).'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Importa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importare il pacchetto?' });
    expect(dialog).toHaveTextContent(
      'Il pacchetto «Corsi della scuola Rossi» (versione 2026.11) aggiunge 2 elementi, ne modifica 1 e ne ritira 0.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));

    expect(
      await screen.findByText('Pacchetto importato: i contenuti sono già visibili agli studenti.'),
    ).toBeVisible();
    expect(sent.map((call) => call.endpoint)).toEqual(['dry-run', 'import']);
    for (const call of sent) expect((call.file as File).name).toBe('pacchetto.zip');
    const table = await screen.findByRole('table', { name: 'Importazioni' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['05.10.2026', '2026.11', '2', '1', '0']);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Corsi della scuola Rossi');
    expect(screen.queryByRole('button', { name: 'Importa' })).toBeNull();
  });

  it('lists every problem of a refused pack with its place, and offers no import', async () => {
    const { user } = renderPage([
      on(contentPackEndpoints.listContentPackImports, { status: 200, data: [RECORD] }),
      on(contentPackEndpoints.dryRunContentPack, {
        status: 422,
        data: {
          message: 'Dati non validi.',
          code: 'validation_failed',
          details: {
            'levels[1].entities[3].resources[0]': 'video «git-intro.mp4» assente nel pacchetto',
            'live_courses[0].episodes[2]': 'corso «sicurezza» assente',
          },
        },
      }),
    ]);
    await user.upload(await screen.findByLabelText('Pacchetto di contenuti (.zip)'), zipFile());
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Il pacchetto non è valido (2 problemi)');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'levels[1].entities[3].resources[0]: video «git-intro.mp4» assente nel pacchetto',
      'live_courses[0].episodes[2]: corso «sicurezza» assente',
    ]);
    expect(screen.queryByRole('button', { name: 'Importa' })).toBeNull();
    expect(screen.getByLabelText('Pacchetto di contenuti (.zip)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows why an import was refused after a good dry run, and offers it no more', async () => {
    const { user } = renderPage([
      on(contentPackEndpoints.listContentPackImports, { status: 200, data: [] }),
      on(contentPackEndpoints.dryRunContentPack, { status: 200, data: PLAN }),
      on(contentPackEndpoints.importContentPack, {
        status: 422,
        data: {
          message: 'Dati non validi.',
          code: 'validation_failed',
          details: { 'pack.key': 'chiave già usata da un altro pacchetto' },
        },
      }),
    ]);
    await user.upload(await screen.findByLabelText('Pacchetto di contenuti (.zip)'), zipFile());
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await user.click(await screen.findByRole('button', { name: 'Importa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importare il pacchetto?' });
    await user.click(within(dialog).getByRole('button', { name: 'Importa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'pack.key: chiave già usata da un altro pacchetto',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importa' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Da aggiungere' })).toBeNull();
  });

  it('asks for a .zip before sending anything', async () => {
    const { user, apiCalls } = renderPage([
      on(contentPackEndpoints.listContentPackImports, { status: 200, data: [] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Verifica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Scegli un pacchetto di contenuti (file .zip).',
    );
    const anyFile = userEvent.setup({
      applyAccept: false,
    });
    await anyFile.upload(
      screen.getByLabelText('Pacchetto di contenuti (.zip)'),
      new File(['x'], 'lezioni.pdf'),
    );
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il pacchetto deve essere un file .zip.',
    );
    expect(apiCalls.some((call) => call.includes('dry-run'))).toBe(false);
  });

  it('says when the history cannot be loaded, and downloads the export', async () => {
    const { user } = renderPage([
      on(contentPackEndpoints.listContentPackImports, {
        status: 500,
        data: { message: 'Errore interno del server. Riprova più tardi.', code: 'internal_error' },
      }),
    ]);
    expect(await screen.findByText('Impossibile caricare le importazioni.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Esporta i contenuti' }));
    expect(download).toHaveBeenCalledWith({
      service: 'api',
      method: 'GET',
      path: '/tech-journey/content-packs/export',
      suggestedName: 'contenuti-Tech-Journey.zip',
    });
  });

  it('is not there, and asks nothing, without the admin flag', async () => {
    const { apiCalls } = renderPage([], false);
    expect(await screen.findByRole('heading', { name: /non trovata|non esiste/i })).toBeVisible();
    await waitFor(() =>
      expect(apiCalls.some((call) => call.includes('content-packs'))).toBe(false),
    );
  });
});
