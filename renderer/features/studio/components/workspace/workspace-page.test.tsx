import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import type { StudioLevel, StudioWorkspace } from '#common/api/studio/studio.ts';
import { answerFrom, on, type EndpointFake } from '../../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../../testing/render-app.tsx';
import { workspaceFixture } from '../../testing/studio-fixtures.ts';

function renderWorkspace(fakes: EndpointFake[], path = '/studio/local') {
  return renderApp({
    path,
    role: 'professor',
    claims: { admin: true },
    api: answerFrom([...fakes, on(studioEndpoints.listStudioPacks, { status: 200, data: [] })]),
  });
}

const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the studio workspace', () => {
  it('shows the levels in order with their elements, the draft states and the checklist', async () => {
    renderWorkspace([
      on(studioEndpoints.getStudioWorkspace, { status: 200, data: workspaceFixture() }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Contenuti della scuola' })).toBeVisible();
    expect(
      screen.getByText(
        /^Versione 2026\.11, ultima pubblicazione 20\.11\.2026 \d\d:05 \(Anna Admin\)\.$/,
      ),
    ).toBeVisible();
    const elements = screen.getByRole('list', { name: 'Elementi di Primi passi' });
    expect(texts(elements)).toEqual([
      'Git di baseModuloModificato',
      'Test finale del livello 1Test finale',
    ]);
    const levels = screen.getByRole('list', { name: 'Livelli in ordine' });
    const rows = within(levels)
      .getAllByRole('link')
      .filter((link) => link.className.includes('studio-level__title'));
    expect(rows.map((link) => link.textContent)).toEqual(['Primi passi', 'Avanzato']);
    expect(rows[1]).toHaveAttribute('href', '/studio/local/livelli/avanzato');
    expect(rows[1]?.parentElement).toHaveTextContent('Nuovo');
    const problems = screen.getByRole('list', { name: 'Da sistemare (1)' });
    expect(texts(problems)).toEqual([
      'Elemento «Test finale del livello 1» (sections): Un elemento ha bisogno di almeno una sezione.',
    ]);
    expect(within(problems).getByRole('link')).toHaveAttribute(
      'href',
      '/studio/local/elementi/test-finale-1',
    );
    expect(screen.getByRole('link', { name: 'Anteprima' })).toHaveAttribute(
      'href',
      '/studio/local/anteprima',
    );
    expect(texts(screen.getByRole('list', { name: 'Elementi on demand' }))).toEqual([
      'Linux extraOn demand',
    ]);
  });

  it('asks before publishing, listing the draft items, and lists what a 422 refuses', async () => {
    const { user } = renderWorkspace([
      on(studioEndpoints.getStudioWorkspace, { status: 200, data: workspaceFixture() }),
      on(studioEndpoints.publishStudioDraft, {
        status: 422,
        data: {
          message: 'La bozza non si può ancora pubblicare.',
          code: 'validation_failed',
          details: {
            'entity:test-finale-1 sections': 'Un elemento ha bisogno di almeno una sezione.',
          },
        },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Pubblica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pubblicare la bozza?' });
    expect(texts(within(dialog).getByRole('list', { name: 'Modifiche da pubblicare' }))).toEqual([
      'Elemento «Git di base»: Modificato',
      'Livello «Avanzato»: Nuovo',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Pubblica' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La bozza non si può ancora pubblicare.');
    expect(texts(within(alert).getByRole('list'))).toEqual([
      'entity:test-finale-1 sections: Un elemento ha bisogno di almeno una sezione.',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('publishes after the confirmation and says what changed', async () => {
    const published: unknown[] = [];
    const { user } = renderWorkspace([
      on(studioEndpoints.getStudioWorkspace, { status: 200, data: workspaceFixture() }),
      on(studioEndpoints.publishStudioDraft, ({ body }) => {
        published.push(body);
        return {
          status: 200,
          data: {
            added: [{ kind: 'level', key: 'avanzato', title: 'Avanzato' }],
            changed: [{ kind: 'entity', key: 'git-base', title: 'Git di base' }],
            retired: [],
            published_at: '2026-11-26T10:00:00.000Z',
          },
        };
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Pubblica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pubblicare la bozza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pubblica' }));
    expect(
      await screen.findByText('Pubblicato: 1 aggiunto, 1 modificato, 0 ritirati.'),
    ).toBeVisible();
    expect(published).toEqual([{}]);
  });

  it('moves a level up from the keyboard, saving the new order and announcing it', async () => {
    let workspace: StudioWorkspace = workspaceFixture();
    const saves: unknown[] = [];
    const { user } = renderWorkspace([
      on(studioEndpoints.getStudioWorkspace, () => ({ status: 200, data: workspace })),
      on(studioEndpoints.saveStudioItem, ({ body }) => {
        const save = body as { key: string; revision: number; item: StudioLevel };
        saves.push(save);
        workspace = {
          ...workspace,
          draft: {
            ...workspace.draft,
            levels: workspace.draft.levels
              .map((level) => (level.key === save.key ? save.item : level))
              .sort((a, b) => a.order_num - b.order_num),
          },
        };
        return {
          status: 200,
          data: {
            kind: 'level',
            key: save.key,
            revision: save.revision + 1,
            state: 'changed',
            updated_by: 'Anna Admin',
            updated_at: '2026-11-26T10:00:00.000Z',
            can_undo: true,
          },
        };
      }),
    ]);
    const handle = await screen.findByRole('button', {
      name: 'Riordina Avanzato: usa le frecce su e giù',
    });
    handle.focus();
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByText('Avanzato spostato in posizione 1 di 2.')).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves).toEqual([
      {
        kind: 'level',
        key: 'avanzato',
        revision: 1,
        item: { key: 'avanzato', title: 'Avanzato', order_num: 1, entity_keys: [] },
      },
      {
        kind: 'level',
        key: 'primi-passi',
        revision: 0,
        item: {
          key: 'primi-passi',
          title: 'Primi passi',
          order_num: 2,
          entity_keys: ['git-base', 'test-finale-1'],
        },
      },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Livelli in ordine' }))
          .getAllByRole('button', { name: /^Riordina/ })
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual([
        'Riordina Avanzato: usa le frecce su e giù',
        'Riordina Primi passi: usa le frecce su e giù',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Sposta su Avanzato' })).toBeDisabled();
  });

  it('creates a level with a key from its title, after the last one, and opens it', async () => {
    const saves: unknown[] = [];
    const { user, router } = renderWorkspace([
      on(studioEndpoints.getStudioWorkspace, { status: 200, data: workspaceFixture() }),
      on(studioEndpoints.saveStudioItem, ({ body }) => {
        saves.push(body);
        return {
          status: 200,
          data: {
            kind: 'level',
            key: 'reti-e-sicurezza',
            revision: 1,
            state: 'new',
            updated_by: null,
            updated_at: null,
            can_undo: true,
          },
        };
      }),
    ]);
    await user.type(await screen.findByLabelText('Titolo del nuovo livello'), 'Reti e sicurezza');
    await user.click(screen.getByRole('button', { name: 'Aggiungi livello' }));
    await waitFor(() => expect(currentPath(router)).toBe('/studio/local/livelli/reti-e-sicurezza'));
    expect(saves).toEqual([
      {
        kind: 'level',
        key: 'reti-e-sicurezza',
        revision: 0,
        item: { key: 'reti-e-sicurezza', title: 'Reti e sicurezza', order_num: 3, entity_keys: [] },
      },
    ]);
  });

  it('shows the 404 page to someone who may not author (403)', async () => {
    renderWorkspace(
      [
        on(studioEndpoints.listStudioPacks, {
          status: 403,
          data: { message: 'Operazione non consentita.', code: 'forbidden' },
        }),
      ],
      '/studio',
    );
    expect(await screen.findByRole('heading', { name: /non trovata|non esiste/i })).toBeVisible();
  });
});
