import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { answerFrom, on, type EndpointFake } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { entityFixture, hexId, levelsFixture } from '../../../testing/journey-fixtures.ts';

const focus = {
  id: '3',
  title: 'Sicurezza web',
  description: 'Le basi della sicurezza delle applicazioni.',
  entities: [entityFixture({ id: hexId(8), type: 'on_demand', parent_id: null, title: 'XSS' })],
};

const ok = (data: unknown) => ({ status: 200, data });

/** The page at `path` for a student; calls without a fake answer 404. */
function renderPage(path: string, fakes: EndpointFake[]) {
  return renderApp({ path, role: 'student', api: answerFrom(fakes) });
}

describe('levels listing', () => {
  it('lists the visible levels with their entities and never the hidden one', async () => {
    renderPage('/levels', [on(journeyEndpoints.getLevels, ok(levelsFixture()))]);
    expect(await screen.findByRole('heading', { name: 'Livello 1: Le basi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Livello 2: Il web' })).toBeInTheDocument();
    expect(screen.queryByText(/Livello nascosto/)).toBeNull();
    const first = screen.getByRole('list', { name: 'Contenuti del livello Le basi' });
    expect(within(first).getAllByRole('article')).toHaveLength(5);
  });

  it('says so when there are no levels', async () => {
    renderPage('/levels', [on(journeyEndpoints.getLevels, ok([]))]);
    expect(await screen.findByText('Non ci sono ancora livelli da esplorare.')).toBeInTheDocument();
  });
});

describe('on demand', () => {
  it('shows the items as cards labelled ON DEMAND, open to everyone', async () => {
    renderPage('/ondemand', [
      on(
        journeyEndpoints.getOnDemandEntities,
        ok([entityFixture({ id: hexId(8), type: 'on_demand', parent_id: null, title: 'XSS' })]),
      ),
    ]);
    const link = await screen.findByRole('link', { name: /XSS/ });
    expect(link).toHaveAttribute('href', `/module-detail/${hexId(8)}`);
    expect(within(link).getByText('ON DEMAND')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    renderPage('/ondemand', [on(journeyEndpoints.getOnDemandEntities, ok([]))]);
    expect(await screen.findByText('Non ci sono ancora contenuti on demand.')).toBeInTheDocument();
  });
});

describe('skill focus', () => {
  it('lists the focuses, each leading to its page with its entities', async () => {
    const { user } = renderPage('/skill-focus', [
      on(journeyEndpoints.getSkillFocuses, ok([focus])),
      on(journeyEndpoints.getSkillFocus, ({ params }) =>
        params.id === focus.id
          ? ok(focus)
          : { status: 404, data: { message: 'Risorsa non trovata.', code: 'not_found' } },
      ),
    ]);
    await user.click(await screen.findByRole('link', { name: /Sicurezza web/ }));
    expect(await screen.findByRole('heading', { name: 'Sicurezza web' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /XSS/ })).toHaveAttribute(
      'href',
      `/module-detail/${hexId(8)}`,
    );
  });

  it('shows the 404 page for an unknown focus', async () => {
    renderPage('/skill-focus/99', []);
    expect(await screen.findByRole('img', { name: 'Errore 404' })).toBeInTheDocument();
  });
});
