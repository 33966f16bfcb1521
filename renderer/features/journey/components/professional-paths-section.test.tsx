import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomePage } from '#common/api/journey/index.ts';
import type { Collection } from '#common/api/journey/home.ts';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { entityFixture, hexId } from '../../../testing/journey-fixtures.ts';

const HOME: HomePage = {
  user: {
    name: 'Giulia Bianchi',
    points: 0,
    title: 'noob',
    next_title: 'explorer',
    points_to_next_title: 583,
  },
  continue: null,
  started: [],
  todo: [],
  single_entities: [],
};

const FRONT_END: Collection = {
  id: '1',
  title: 'Sviluppatore front end',
  description: 'Pagine accessibili e interfacce in JavaScript.',
  entities: [
    entityFixture({ id: hexId(7), type: 'module', title: 'HTML e CSS', completed: true }),
    entityFixture({ id: hexId(8), type: 'focus', title: 'Accessibilità', order_num: 2 }),
    entityFixture({ id: hexId(9), type: 'module', title: 'JavaScript', order_num: 3 }),
  ],
};

function renderHome(role: 'student' | 'professor', paths: Collection[]) {
  return renderApp({
    path: '/',
    role,
    api: answerFrom([
      on(journeyEndpoints.getHomePage, { status: 200, data: HOME }),
      on(journeyEndpoints.getTodoList, { status: 200, data: [] }),
      on(journeyEndpoints.getProfessionalPaths, { status: 200, data: paths }),
    ]),
  });
}

describe('professional paths on the home page', () => {
  it('shows a student each path with its progress and links to its entities', async () => {
    renderHome('student', [FRONT_END]);
    const path = await screen.findByRole('article', { name: 'Sviluppatore front end' });
    expect(within(path).getByText('Pagine accessibili e interfacce in JavaScript.')).toBeVisible();
    expect(within(path).getByText('1 di 3 contenuti completati')).toBeInTheDocument();
    expect(within(path).getByRole('progressbar')).toHaveAttribute('value', '1');
    const entities = within(path).getByRole('list', {
      name: 'Contenuti di Sviluppatore front end',
    });
    expect(entities.children).toHaveLength(3);
    expect(within(entities).getByRole('link', { name: /JavaScript/ })).toHaveAttribute(
      'href',
      `/module-detail/${hexId(9)}`,
    );
  });

  it('says so when there is no path yet', async () => {
    renderHome('student', []);
    expect(
      await screen.findByText('Non ci sono ancora percorsi professionali.'),
    ).toBeInTheDocument();
  });

  it('is not shown to professors, who follow no path', async () => {
    renderHome('professor', [FRONT_END]);
    await screen.findByRole('heading', { name: 'Da non perdere' });
    expect(screen.queryByRole('heading', { name: 'Percorsi professionali' })).toBeNull();
  });
});
