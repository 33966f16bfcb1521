import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '#common/auth/roles.ts';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { answerFrom, on } from '../../testing/fake-endpoints.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { levelsFixture } from '../../testing/journey-fixtures.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';

function renderMap(role: Role = 'student') {
  return renderApp({
    path: '/map',
    role,
    api: answerFrom([
      on(journeyEndpoints.getLevels, () => ({ status: 200, data: levelsFixture() })),
      on(journeyEndpoints.getProfessorLevels, () => ({ status: 200, data: levelsFixture() })),
    ]),
  });
}

const titleOfStep = async () =>
  within(await screen.findByRole('dialog')).getByRole('heading').textContent;

describe('main guided tour', () => {
  it('starts on the first visit of the map and is remembered as seen', async () => {
    renderMap();
    expect(await titleOfStep()).toBe('I livelli');
    expect(screen.getByText('Passo 1 di 8')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.mapTutorialSeen)).not.toBeNull();
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('does not start again once seen, and restarts from the tutorial button', async () => {
    window.localStorage.setItem(STORAGE_KEYS.mapTutorialSeen, 'yes');
    const { user } = renderMap();
    const button = await screen.findByRole('button', { name: 'Tutorial' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    expect(await titleOfStep()).toBe('I livelli');
  });

  it('moves with the buttons and the arrow keys, closes with Escape and gives focus back', async () => {
    window.localStorage.setItem(STORAGE_KEYS.mapTutorialSeen, 'yes');
    const { user } = renderMap();
    const button = await screen.findByRole('button', { name: 'Tutorial' });
    await user.click(button);
    await titleOfStep();
    expect(screen.getByRole('button', { name: 'Indietro' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await titleOfStep()).toBe('Moduli');
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Puoi ripetere un quiz finché non lo superi.',
    );
    await user.keyboard('{ArrowRight}');
    expect(await titleOfStep()).toBe('Pit stop');
    await user.keyboard('{ArrowLeft}');
    expect(await titleOfStep()).toBe('Moduli');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('ends with Fine on the last step (the tutorial button)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.mapTutorialSeen, 'yes');
    const { user } = renderMap();
    await user.click(await screen.findByRole('button', { name: 'Tutorial' }));
    for (let step = 1; step < 8; step += 1) {
      await user.click(await screen.findByRole('button', { name: 'Avanti' }));
    }
    expect(await titleOfStep()).toBe('Rivedi il tutorial');
    await user.click(screen.getByRole('button', { name: 'Fine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows professors the report step, pointing at the header's report link", async () => {
    const { user } = renderMap('professor');
    await titleOfStep();
    const titles: (string | null)[] = [];
    for (;;) {
      titles.push(await titleOfStep());
      const next = screen.queryByRole('button', { name: 'Avanti' });
      if (!next) break;
      await user.click(next);
    }
    expect(titles).toContain('Report');
    expect(titles).not.toContain('Piattaforma precedente');
  });
});
