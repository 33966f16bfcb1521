import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import type { StudioItemState } from '#common/api/studio/studio.ts';
import { answerFrom, on } from '../../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { workspaceFixture } from '../../testing/studio-fixtures.ts';

function renderLevel() {
  const saves: Array<{ kind: string; key: string; revision: number; item: unknown }> = [];
  const view = renderApp({
    path: '/studio/local/livelli/primi-passi',
    role: 'professor',
    claims: { admin: true },
    api: answerFrom([
      on(studioEndpoints.getStudioWorkspace, { status: 200, data: workspaceFixture() }),
      on(studioEndpoints.listStudioPacks, { status: 200, data: [] }),
      on(studioEndpoints.saveStudioItem, ({ body }) => {
        const save = body as (typeof saves)[number];
        saves.push(save);
        const state: StudioItemState = {
          kind: save.kind as 'level',
          key: save.key,
          revision: save.revision + 1,
          state: 'new',
          updated_by: null,
          updated_at: null,
          can_undo: true,
        };
        return { status: 200, data: state };
      }),
    ]),
  });
  return { ...view, saves };
}

describe('the level editor', () => {
  it('creates an element: saves the new entity, then the level with it last', async () => {
    const { user, saves } = renderLevel();
    await user.type(await screen.findByLabelText('Titolo del nuovo elemento'), 'Pausa Git');
    await user.selectOptions(
      screen.getByLabelText('Tipo', { selector: 'select[id$="-type"]' }),
      'pit_stop',
    );
    await user.click(screen.getByRole('button', { name: 'Aggiungi elemento' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[0]).toMatchObject({
      kind: 'entity',
      key: 'pausa-git',
      revision: 0,
      item: { key: 'pausa-git', type: 'pit_stop', title: 'Pausa Git', sections: [] },
    });
    expect(saves[1]).toEqual({
      kind: 'level',
      key: 'primi-passi',
      revision: 0,
      item: {
        key: 'primi-passi',
        title: 'Primi passi',
        order_num: 1,
        entity_keys: ['git-base', 'test-finale-1', 'pausa-git'],
      },
    });
  });

  it('moves an element down with its button and announces where it went', async () => {
    const { user, saves } = renderLevel();
    await user.click(await screen.findByRole('button', { name: 'Sposta giù Git di base' }));
    expect(screen.getByText('Git di base spostato in posizione 2 di 2.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Elementi del livello' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Test finale del livello 1', 'Git di base']);
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 });
    expect(saves[0]?.item).toMatchObject({ entity_keys: ['test-finale-1', 'git-base'] });
  });
});
