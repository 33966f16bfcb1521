import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '#common/auth/roles.ts';
import type { HomePage } from '#common/api/journey/index.ts';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { entityFixture, hexId } from '../../../testing/journey-fixtures.ts';
import { percentToNextTitle } from '#common/progress/titles.ts';

const home = (overrides: Partial<HomePage> = {}): HomePage => ({
  user: {
    name: 'Giulia Bianchi',
    points: 900,
    title: 'explorer',
    next_title: 'expert',
    points_to_next_title: 850,
  },
  continue: entityFixture({ id: hexId(2), type: 'pit_stop', title: 'Pausa Git' }),
  started: [entityFixture({ id: hexId(3), type: 'focus', title: 'Focus HTML' })],
  todo: [],
  single_entities: [entityFixture({ id: hexId(4), type: 'on_demand', title: 'Docker' })],
  ...overrides,
});

function renderHome(role: Role, data: HomePage, todo: unknown[] = []) {
  return renderApp({
    path: '/',
    role,
    api: answerFrom([
      on(journeyEndpoints.getHomePage, { status: 200, data }),
      on(journeyEndpoints.getTodoList, { status: 200, data: todo }),
    ]),
  });
}

describe('home journey section', () => {
  it('shows a student the title, points, progress, where to continue and the lists', async () => {
    renderHome('student', home(), [
      entityFixture({ id: hexId(5), type: 'module', title: 'Git avanzato' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Explorer' })).toBeInTheDocument();
    expect(screen.getByText('Ancora 850 punti per diventare Expert.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(percentToNextTitle(900, 'explorer')),
    );
    expect(screen.getByRole('link', { name: /Pausa Git/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Focus HTML/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Git avanzato/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Docker/ })).toBeInTheDocument();
  });

  it('has Italian empty states', async () => {
    renderHome('student', home({ continue: null, started: [], single_entities: [] }));
    expect(
      await screen.findByText('Non hai ancora iniziato nessun contenuto.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/La tua lista è vuota/)).toBeInTheDocument();
    expect(screen.getByText('Nessun contenuto in evidenza per ora.')).toBeInTheDocument();
  });

  it('shows a professor only the entities on offer, with no to-do call', async () => {
    const { apiCalls } = renderHome('professor', home({ continue: null, started: [] }));
    expect(await screen.findByRole('link', { name: /Docker/ })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(apiCalls).not.toContain('GET /tech-journey/todolist');
  });
});

describe('progress to the next title', () => {
  it('goes from 0 at the current threshold to 100 at the next, and stays 100 at the top', () => {
    expect(percentToNextTitle(583, 'explorer')).toBe(0);
    expect(percentToNextTitle(1166, 'explorer')).toBe(50);
    expect(percentToNextTitle(20000, 'legend')).toBe(100);
  });
});
