import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';
import { USER_LEVEL_KEY } from './level-memory.ts';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { hexId, itemDetailFixture, levelsFixture } from '../../../testing/journey-fixtures.ts';

function renderMap(role: 'student' | 'professor' = 'student', previousPlatformUrl = '') {
  // The tour has its own tests; here it stays out of the way.
  window.localStorage.setItem(STORAGE_KEYS.mapTutorialSeen, 'yes');
  return renderApp({
    path: '/map',
    role,
    config: { previousPlatformUrl },
    api: answerFrom([
      on(journeyEndpoints.getLevels, () => ({ status: 200, data: levelsFixture() })),
      on(journeyEndpoints.getProfessorLevels, () => ({ status: 200, data: levelsFixture() })),
      on(journeyEndpoints.getLevelTest, ({ params }) => {
        if (params.id !== '1') return undefined;
        const quizSection = itemDetailFixture().sections[0]!;
        return {
          status: 200,
          data: itemDetailFixture({
            id: hexId(5),
            type: 'final_test',
            only_final_quiz_left: false,
            sections: [{ ...quizSection, resources: quizSection.resources.slice(0, 1) }],
          }),
        };
      }),
    ]),
  });
}

const card = (title: string) => {
  const article = screen.getByText(title).closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return article;
};

describe('journey map', () => {
  it('links the previous platform, for the tour to point at, only where the server names one', async () => {
    const { unmount } = renderMap('student', 'https://vecchia.scuola.example/');
    const link = await screen.findByRole('link', { name: 'Piattaforma precedente' });
    expect(link).toHaveAttribute('href', 'https://vecchia.scuola.example/');
    expect(link).toHaveAttribute('data-tour', 'old-platform');
    expect(link).toHaveAttribute('target', '_blank');
    unmount();
    renderMap();
    await screen.findByRole('link', { name: 'Materiali su GitHub' });
    expect(screen.queryByRole('link', { name: 'Piattaforma precedente' })).toBeNull();
  });

  it('shows the entities of the level in order with their type labels and colours', async () => {
    renderMap();
    const path = await screen.findByRole('list', { name: 'Percorso del livello Le basi' });
    const titles = within(path)
      .getAllByRole('article')
      .map((article) => article.dataset.entityType);
    expect(titles).toEqual(['module', 'pit_stop', 'focus', 'module', 'final_test']);
    expect(within(card('Pausa Git')).getByText('PIT STOP')).toBeInTheDocument();
    expect(within(card('Focus HTML')).getByText('FOCUS')).toBeInTheDocument();
    expect(within(card('Test finale: le basi')).getByText('FINAL TEST')).toBeInTheDocument();
    expect(within(card('Il terminale')).getByText('MODULE')).toBeInTheDocument();
    expect(card('Focus HTML').style.getPropertyValue('--entity-color')).toBe(
      'var(--color-focus-entity)',
    );
    expect(card('Pausa Git').style.getPropertyValue('--entity-color')).toBe(
      'var(--color-pit-stop)',
    );
    expect(card('Il terminale').style.getPropertyValue('--entity-color')).toBe(
      'var(--color-module)',
    );
    expect(card('Test finale: le basi').style.getPropertyValue('--entity-color')).toBe(
      'var(--color-final-test)',
    );
  });

  it('marks completed entities and shows progress, points, PCTO hours and duration', async () => {
    renderMap();
    await screen.findByText('Pausa Git');
    const done = card('Il terminale');
    expect(done).toHaveAttribute('data-entity-state', 'completato');
    expect(within(done).getByText('0/4 completate')).toBeInTheDocument();
    expect(within(done).getByText('100 punti')).toBeInTheDocument();
    expect(within(done).getByText('2 ore PCTO')).toBeInTheDocument();
    expect(within(done).getByText('1 h')).toBeInTheDocument();
  });

  it('never lets a locked entity be opened, by mouse or keyboard', async () => {
    const { user, router } = renderMap();
    await screen.findByText('CSS avanzato');
    const locked = card('CSS avanzato');
    expect(locked).toHaveAttribute('data-entity-state', 'bloccato');
    expect(within(locked).queryByRole('link')).toBeNull();
    expect(within(locked).queryByRole('button')).toBeNull();
    await user.click(within(locked).getByText('CSS avanzato'));
    expect(currentPath(router)).toBe('/map');

    // Tabbing through the whole page never lands inside a locked card.
    for (let step = 0; step < 30; step += 1) {
      await user.tab();
      expect(locked.contains(document.activeElement)).toBe(false);
      expect(card('Test finale: le basi').contains(document.activeElement)).toBe(false);
    }
  });

  it('opens an unlocked module with the keyboard', async () => {
    const { user, router } = renderMap();
    const link = await screen.findByRole('link', { name: /Pausa Git/ });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe(`/module-detail/${hexId(2)}`));
  });

  it('never offers the hidden level, and switches levels from the dropdown', async () => {
    const { user } = renderMap();
    const select = await screen.findByRole('combobox', { name: 'Livello' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['1. Le basi', '2. Il web']);
    expect(screen.queryByText('Segreto')).toBeNull();
    await user.selectOptions(select, '2');
    expect(await screen.findByRole('heading', { name: 'Livello 2: Il web' })).toBeInTheDocument();
    // Remembered for the next visit of the map.
    expect(window.localStorage.getItem(USER_LEVEL_KEY)).toBe('2');
  });

  it('loads levels from the professor variant for professors', async () => {
    const { apiCalls } = renderMap('professor');
    await screen.findByText('Pausa Git');
    expect(apiCalls).toContain('GET /tech-journey/professor');
    expect(apiCalls).not.toContain('GET /tech-journey');
  });

  it('opens an unlocked final test through its level', async () => {
    const levels = levelsFixture();
    const first = levels[0]!;
    first.entities = first.entities.map((entity) => ({ ...entity, unlocked: true }));
    window.localStorage.setItem(STORAGE_KEYS.mapTutorialSeen, 'yes');
    const { user, router, apiCalls } = renderApp({
      path: '/map',
      role: 'student',
      api: answerFrom([
        on(journeyEndpoints.getLevels, { status: 200, data: levels }),
        on(journeyEndpoints.getLevelTest, ({ params }) =>
          params.id === '1'
            ? { status: 200, data: itemDetailFixture({ id: hexId(5), type: 'final_test' }) }
            : undefined,
        ),
      ]),
    });
    await user.click(await screen.findByRole('button', { name: /Test finale: le basi/ }));
    await waitFor(() => expect(currentPath(router)).toBe(`/module-detail/${hexId(5)}/quiz/900`));
    expect(apiCalls).toContain('GET /tech-journey/level/tests/1');
  });

  it('says the final test is not available when its level has none to give', async () => {
    const levels = levelsFixture();
    levels[0]!.entities = levels[0]!.entities.map((entity) => ({ ...entity, unlocked: true }));
    window.localStorage.setItem(STORAGE_KEYS.mapTutorialSeen, 'yes');
    const { user, router } = renderApp({
      path: '/map',
      role: 'student',
      api: answerFrom([
        on(journeyEndpoints.getLevels, { status: 200, data: levels }),
        on(journeyEndpoints.getLevelTest, ({ params }) =>
          params.id === '1' ? { status: 200, data: null } : undefined,
        ),
      ]),
    });
    await user.click(await screen.findByRole('button', { name: /Test finale: le basi/ }));
    expect(
      await screen.findByText('Il test finale di questo livello non è disponibile.'),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/map');
  });
});
