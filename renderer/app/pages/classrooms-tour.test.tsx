import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeClassroomsApi,
  fakeState,
} from '../../features/classrooms/testing/fake-classrooms-api.ts';
import { renderClassrooms } from '../../features/classrooms/testing/render-classrooms.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';

const tourTitle = async () =>
  within(await screen.findByRole('dialog')).getByRole('heading').textContent;

describe('classroom guided tour', () => {
  it('starts on the first visit, walks the eight targets and is remembered as seen', async () => {
    const { user } = renderClassrooms({ api: fakeClassroomsApi(fakeState()) });
    expect(await tourTitle()).toBe('Crea una classe');
    expect(screen.getByText('Passo 1 di 8')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(window.localStorage.getItem(STORAGE_KEYS.classroomTutorialSeen)).not.toBeNull();
    expect(document.querySelector('[data-tour="create-classroom"]')).toHaveClass('tour-target');

    const titles: (string | null)[] = [];
    for (let step = 0; step < 8; step += 1) {
      titles.push(await tourTitle());
      await user.click(screen.getByRole('button', { name: step === 7 ? 'Fine' : 'Avanti' }));
    }
    expect(titles).toEqual([
      'Crea una classe',
      'Aggiungi uno studente',
      'Aggiungi un gruppo di studenti',
      'Archivia la classe',
      'Elimina la classe',
      'Report',
      'Torna alla home',
      'Rivedi il tutorial',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not start again once seen, and restarts from the Tutorial button', async () => {
    window.localStorage.setItem(STORAGE_KEYS.classroomTutorialSeen, 'yes');
    const { user } = renderClassrooms({ api: fakeClassroomsApi(fakeState()) });
    await screen.findByRole('heading', { name: '3A Informatica' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tutorial' }));
    expect(await tourTitle()).toBe('Crea una classe');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Tutorial' })).toHaveFocus();
  });

  it('waits for a classroom, whose buttons it points at, before starting by itself', async () => {
    const state = fakeState();
    state.classrooms = [];
    renderClassrooms({ api: fakeClassroomsApi(state) });
    await screen.findByText(/Non hai ancora classi attive/);
    // Not ready without a selected classroom: the tour waits instead of skipping its steps.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.classroomTutorialSeen)).toBeNull();
  });
});
