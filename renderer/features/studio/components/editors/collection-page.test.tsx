import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import { answerFrom, on } from '../../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { workspaceFixture } from '../../testing/studio-fixtures.ts';

describe('the collection editor', () => {
  it('reorders its elements with the arrow keys on a handle, the focus following, and adds one', async () => {
    const saves: Array<{ revision: number; item: { entity_keys: string[] } }> = [];
    const { user } = renderApp({
      path: '/studio/local/raccolte/sviluppatore',
      role: 'professor',
      claims: { admin: true },
      api: answerFrom([
        on(studioEndpoints.getStudioWorkspace, { status: 200, data: workspaceFixture() }),
        on(studioEndpoints.listStudioPacks, { status: 200, data: [] }),
        on(studioEndpoints.saveStudioItem, ({ body }) => {
          const save = body as (typeof saves)[number];
          saves.push(save);
          return {
            status: 200,
            data: {
              kind: 'collection',
              key: 'sviluppatore',
              revision: save.revision + 1,
              state: 'changed',
              updated_by: null,
              updated_at: null,
              can_undo: true,
            },
          };
        }),
      ]),
    });
    const handle = await screen.findByRole('button', {
      name: 'Riordina Linux extra: usa le frecce su e giù',
    });
    handle.focus();
    await user.keyboard('{Home}');
    expect(screen.getByText('Linux extra spostato in posizione 1 di 2.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Elementi della raccolta' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Linux extra', 'Git di base']);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Riordina Linux extra: usa le frecce su e giù' }),
      ).toHaveFocus(),
    );
    await user.selectOptions(
      screen.getByLabelText('Elemento da aggiungere'),
      'Test finale del livello 1',
    );
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    await waitFor(
      () =>
        expect(saves.at(-1)?.item.entity_keys).toEqual([
          'linux-extra',
          'git-base',
          'test-finale-1',
        ]),
      { timeout: 3000 },
    );
  });
});
