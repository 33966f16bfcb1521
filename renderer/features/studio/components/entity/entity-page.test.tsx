import { screen, waitFor, within } from '@testing-library/react';
import type { AxiosProgressEvent } from 'axios';
import { describe, expect, it } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import type { StudioItemState } from '#common/api/studio/studio.ts';
import { answerFrom, on, type EndpointFake } from '../../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../../testing/render-app.tsx';
import { workspaceFixture } from '../../testing/studio-fixtures.ts';

const saved = (kind: StudioItemState['kind'], key: string, revision: number): StudioItemState => ({
  kind,
  key,
  revision,
  state: 'changed',
  updated_by: 'Anna Admin',
  updated_at: '2026-11-26T10:00:00.000Z',
  can_undo: true,
});

function renderEditor(fakes: EndpointFake[]) {
  const saves: Array<{ kind: string; key: string; revision: number; item: unknown }> = [];
  const view = renderApp({
    path: '/studio/local/elementi/git-base',
    role: 'professor',
    claims: { admin: true },
    api: answerFrom([
      ...fakes,
      on(studioEndpoints.getStudioWorkspace, { status: 200, data: workspaceFixture() }),
      on(studioEndpoints.listStudioPacks, { status: 200, data: [] }),
      on(studioEndpoints.saveStudioItem, ({ body }) => {
        const save = body as (typeof saves)[number];
        saves.push(save);
        return { status: 200, data: saved(save.kind as 'entity', save.key, save.revision + 1) };
      }),
    ]),
  });
  return { ...view, saves };
}

describe('the element editor', () => {
  it('adds a quiz question and shows the rule of its right answers beside it', async () => {
    const { user, saves } = renderEditor([]);
    expect(await screen.findByRole('heading', { name: 'Git di base' })).toBeVisible();
    expect(screen.getByLabelText('Minuti PCTO')).toHaveValue(60);
    expect(screen.getByLabelText('Hashtag')).toHaveValue('git');
    // Resources are folded to their titles: the author opens the quiz.
    await user.click(screen.getByText('Verifica'));
    await user.click(screen.getByRole('button', { name: 'Aggiungi una domanda' }));
    const question = screen.getByRole('group', { name: 'Domanda 2' });
    expect(within(question).queryByText(/^Una domanda a risposta/)).toBeNull();
    await user.click(within(question).getByLabelText('giusta: risposta 1 (Domanda 2)'));
    expect(
      within(question).getByText(
        'Una domanda a risposta singola ha una sola risposta giusta (qui 0).',
      ),
    ).toBeVisible();
    // An empty question text is a field error: nothing is saved while it stands.
    expect(
      await screen.findByText('Modifiche non salvate: correggi i campi segnati'),
    ).toBeVisible();
    await user.type(within(question).getByLabelText('Testo: Domanda 2'), 'Che cos’è un ramo?');
    await user.type(
      within(question).getByLabelText('Risposta 1 (Domanda 2)'),
      'Una linea di lavoro',
    );
    await user.type(within(question).getByLabelText('Risposta 2 (Domanda 2)'), 'Un file');
    await user.click(within(question).getByLabelText('giusta: risposta 2 (Domanda 2)'));
    await user.selectOptions(within(question).getByLabelText('Tipo: Domanda 2'), 'multiple_answer');
    await user.click(within(question).getByLabelText('giusta: risposta 2 (Domanda 2)'));
    expect(
      within(question).getByText('Una domanda a risposta multipla ha almeno una risposta giusta.'),
    ).toBeVisible();
    await waitFor(() => expect(saves.length).toBeGreaterThan(0), { timeout: 3000 });
    const last = saves.at(-1) as {
      kind: string;
      revision: number;
      item: { sections: Array<{ resources: Array<{ quiz?: { questions: unknown[] } }> }> };
    };
    expect(last.kind).toBe('entity');
    expect(last.revision).toBe(3);
    expect(last.item.sections[0]?.resources[1]?.quiz?.questions[1]).toEqual({
      text: 'Che cos’è un ramo?',
      type: 'multiple_answer',
      explanation: '',
      answers: [
        { text: 'Una linea di lavoro', correct: false },
        { text: 'Un file', correct: false },
      ],
    });
  });

  it('uploads a lesson’s video with a progress bar and saves its name in the lesson', async () => {
    let finish: () => void = () => undefined;
    const { user, saves } = renderEditor([
      on(studioEndpoints.uploadStudioMedia, ({ config }) => {
        config.onUploadProgress?.({ loaded: 30, total: 100 } as AxiosProgressEvent);
        return new Promise((resolve) => {
          finish = () =>
            resolve({
              status: 200,
              data: { name: 'git-intro-v2.mp4', bytes: 100, content_type: 'video/mp4' },
            });
        });
      }),
    ]);
    await user.click(await screen.findByText('Che cos’è Git'));
    const input = screen.getByLabelText('Video della lezione «Che cos’è Git»');
    expect(screen.getByText('File attuale: git-intro.mp4')).toBeVisible();
    await user.upload(input, new File(['v'.repeat(100)], 'intro.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('Caricamento: 30%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Caricamento di intro.mp4' })).toBeVisible();
    finish();
    expect(await screen.findByText('File attuale: git-intro-v2.mp4')).toBeVisible();
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 });
    const item = saves[0]?.item as { sections: Array<{ resources: Array<{ media?: string }> }> };
    expect(item.sections[0]?.resources[0]?.media).toBe('git-intro-v2.mp4');
  });

  it('retires the element by taking it out of its level, then goes back to the pack', async () => {
    const { user, saves, router } = renderEditor([]);
    await user.click(await screen.findByRole('button', { name: 'Ritira l’elemento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ritira l’elemento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ritira' }));
    await waitFor(() => expect(currentPath(router)).toBe('/studio/local'));
    expect(saves).toEqual([
      {
        kind: 'level',
        key: 'primi-passi',
        revision: 0,
        item: {
          key: 'primi-passi',
          title: 'Primi passi',
          order_num: 1,
          entity_keys: ['test-finale-1'],
        },
      },
    ]);
  });
});
