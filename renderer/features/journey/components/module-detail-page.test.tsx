import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '#common/auth/roles.ts';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { hexId, itemDetailFixture } from '../../../testing/journey-fixtures.ts';

const MODULE = hexId(1);

function renderModule(role: Role, answer: FakeAnswer = { status: 200, data: itemDetailFixture() }) {
  return renderApp({
    path: `/module-detail/${MODULE}`,
    role,
    api: answerFrom([
      // Before the module: '/tech-journey/:id' matches the to-do list's path too.
      on(journeyEndpoints.getTodoList, { status: 200, data: [] }),
      on(journeyEndpoints.getItemDetail, ({ params }) =>
        params.id === MODULE ? answer : undefined,
      ),
      on(journeyEndpoints.getProfessorItemDetail, ({ params }) =>
        params.id === MODULE ? answer : undefined,
      ),
    ]),
  });
}

describe('module detail', () => {
  it('lists sections and resources by order_num, whatever the order on the wire', async () => {
    renderModule('student');
    await screen.findByRole('heading', { name: /Il terminale/ });
    const sections = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(sections).toEqual(['1Introduzione', '2Verifica']);
    const rows = [...document.querySelectorAll('.resource-row__title')].map((t) => t.textContent);
    expect(rows).toEqual(['Cos’è una shell', 'I comandi', 'Esercizio finale', 'Quiz finale']);
  });

  it('links lessons and exercises to the episode page and quizzes to the quiz page', async () => {
    renderModule('student');
    const lesson = await screen.findByRole('link', { name: /I comandi/ });
    expect(lesson).toHaveAttribute('href', `/module-detail/${MODULE}/episode-detail/102`);
    expect(screen.getByRole('link', { name: /Esercizio finale/ })).toHaveAttribute(
      'href',
      `/module-detail/${MODULE}/episode-detail/104`,
    );
    expect(screen.getByRole('link', { name: /Quiz finale/ })).toHaveAttribute(
      'href',
      `/module-detail/${MODULE}/quiz/900`,
    );
  });

  it("names the banner and the breadcrumb after the module, not 'Modulo'", async () => {
    renderModule('student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Il terminale' })).toBeVisible();
    const crumbs = within(screen.getByRole('navigation', { name: 'Percorso di navigazione' }));
    await waitFor(() =>
      expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Home',
        'Mappa del viaggio',
        'Il terminale',
      ]),
    );
  });

  it('marks completed resources', async () => {
    renderModule('student');
    const done = await screen.findByRole('link', { name: /I comandi/ });
    expect(done).toHaveAccessibleName(/completato/);
    expect(screen.getByRole('link', { name: /Quiz finale/ })).not.toHaveAccessibleName(
      /completato/,
    );
  });

  it('shows the 404 page when the server refuses the module', async () => {
    renderModule('student', {
      status: 404,
      data: { message: 'Contenuto non trovato.', code: 'not_found' },
    });
    expect(await screen.findByRole('img', { name: 'Errore 404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla Tech Journey' })).toHaveAttribute(
      'href',
      '/map',
    );
    // The 404 page is the message: no error toast on top of it.
    expect(screen.queryByText('Contenuto non trovato.')).toBeNull();
  });

  it.each([400, 422])(
    'shows the 404 page when the server calls the id malformed (%i)',
    async (status) => {
      renderModule('student', {
        status,
        data: { message: 'Dati non validi.', code: 'validation_failed' },
      });
      expect(await screen.findByRole('img', { name: 'Errore 404' })).toBeInTheDocument();
      expect(screen.queryByText(/Non è stato possibile caricare il modulo/)).toBeNull();
    },
  );

  it('loads the professor variant for professors, without a to-do switch', async () => {
    const { apiCalls } = renderModule('professor', {
      status: 200,
      data: itemDetailFixture({ only_final_quiz_left: false }),
    });
    await screen.findByRole('heading', { name: /Il terminale/ });
    expect(apiCalls).toContain(`GET /tech-journey/${MODULE}/professor`);
    expect(apiCalls).not.toContain('GET /tech-journey/todolist');
    expect(screen.queryByRole('button', { name: /nella lista/ })).toBeNull();
  });

  it("scrolls to the final quiz and focuses it from the banner's button", async () => {
    const { user } = renderModule('student');
    const banner = await screen.findByRole('complementary', { name: 'Quiz finale' });
    expect(banner).toHaveTextContent('Complimenti, Giulia!');
    expect(banner).toHaveTextContent('per ottenere la certificazione e completare il corso');
    await user.click(within(banner).getByRole('button', { name: 'Effettua il quiz' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Quiz finale/ })).toHaveFocus());
  });
});
