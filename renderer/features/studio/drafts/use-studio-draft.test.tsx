import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import type { StudioItemState } from '#common/api/studio/studio.ts';
import { answerFrom, on, type FakeCall } from '../../../testing/fake-endpoints.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { workspaceFixture } from '../testing/studio-fixtures.ts';
import { DraftStatus } from './draft-status.tsx';
import { useStudioDraft } from './use-studio-draft.ts';

function LevelTitle() {
  const draft = useStudioDraft({ pack: 'local', kind: 'level', key: 'primi-passi', delayMs: 500 });
  if (!draft.value) return <p>Caricamento…</p>;
  return (
    <>
      <label>
        Titolo
        <input
          value={draft.value.title}
          onChange={(event) => {
            const title = event.target.value;
            draft.setValue((level) => ({ ...level, title }));
          }}
        />
      </label>
      {draft.errors.title && <p data-testid="title-error">{draft.errors.title}</p>}
      <DraftStatus draft={draft} />
    </>
  );
}

const state = (revision: number, canUndo = true): StudioItemState => ({
  kind: 'level',
  key: 'primi-passi',
  revision,
  state: 'changed',
  updated_by: 'Anna Admin',
  updated_at: '2026-11-26T09:32:00.000Z',
  can_undo: canUndo,
});

async function renderDraft(save: (call: FakeCall) => { status: number; data?: unknown }) {
  const saves: unknown[] = [];
  let workspace = workspaceFixture();
  const view = await renderFeature(<LevelTitle />, {
    role: 'professor',
    api: answerFrom([
      on(studioEndpoints.getStudioWorkspace, () => ({ status: 200, data: workspace })),
      on(studioEndpoints.listStudioPacks, { status: 200, data: [] }),
      on(studioEndpoints.saveStudioItem, (call) => {
        saves.push(call.body);
        return save(call);
      }),
      on(studioEndpoints.undoStudioItem, (call) => {
        saves.push({ undo: call.body });
        workspace = workspaceFixture({
          draft: {
            ...workspace.draft,
            levels: workspace.draft.levels.map((level, index) =>
              index === 0 ? { ...level, title: 'Titolo di prima' } : level,
            ),
          },
        });
        return { status: 200, data: state(2, false) };
      }),
    ]),
  });
  const title = await screen.findByRole('textbox', { name: 'Titolo' });
  return { ...view, saves, title };
}

describe('useStudioDraft', () => {
  it('saves once after the quiet time, with the whole body and the revision it started from', async () => {
    const { user, saves, title } = await renderDraft(() => ({ status: 200, data: state(1) }));
    await user.clear(title);
    await user.type(title, 'Basi');
    expect(screen.getByRole('status')).toHaveTextContent('Salvataggio…');
    expect(saves).toHaveLength(0);
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent(/^Salvato alle \d\d:\d\d$/),
      { timeout: 3000 },
    );
    expect(saves).toEqual([
      {
        kind: 'level',
        key: 'primi-passi',
        revision: 0,
        item: {
          key: 'primi-passi',
          title: 'Basi',
          order_num: 1,
          entity_keys: ['git-base', 'test-finale-1'],
        },
      },
    ]);
    await user.type(title, ' Git');
    await waitFor(() => expect(saves).toHaveLength(2), { timeout: 3000 });
    expect(saves[1]).toMatchObject({ revision: 1, item: { title: 'Basi Git' } });
  });

  it('never sends an invalid body and says which field is wrong, in Italian', async () => {
    const { user, saves, title } = await renderDraft(() => ({ status: 200, data: state(1) }));
    await user.clear(title);
    expect(screen.getByTestId('title-error').textContent).toMatch(
      /troppo piccolo|almeno|caratter/i,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Modifiche non salvate: correggi i campi segnati',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(saves).toHaveLength(0);
  });

  it('keeps the edits on a 409, shows who saved, stops saving, and Ricarica starts again from the server', async () => {
    const { user, saves, title } = await renderDraft(() => ({
      status: 409,
      data: {
        message: 'Nel frattempo Bruno Bianchi ha modificato questo elemento.',
        code: 'conflict',
      },
    }));
    await user.type(title, '!');
    expect(
      await screen.findByText(
        'Nel frattempo Bruno Bianchi ha modificato questo elemento.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(title).toHaveValue('Primi passi!');
    await user.type(title, '?');
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(saves).toHaveLength(1);
    expect(title).toHaveValue('Primi passi!?');
    await user.click(screen.getByRole('button', { name: 'Ricarica' }));
    await waitFor(() => expect(title).toHaveValue('Primi passi'));
    expect(screen.queryByRole('button', { name: 'Ricarica' })).toBeNull();
  });

  it('undoes the last change and shows the item as the server has it after', async () => {
    const { user, saves, title } = await renderDraft(() => ({ status: 200, data: state(2) }));
    await user.type(title, '!');
    await user.click(
      await screen.findByRole('button', { name: 'Annulla ultima modifica' }, { timeout: 3000 }),
    );
    await waitFor(() => expect(title).toHaveValue('Titolo di prima'));
    expect(saves.at(-1)).toEqual({ undo: { kind: 'level', key: 'primi-passi', revision: 2 } });
    expect(screen.queryByRole('button', { name: 'Annulla ultima modifica' })).toBeNull();
  });
});
