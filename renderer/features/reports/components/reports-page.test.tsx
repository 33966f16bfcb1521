import { screen, waitFor, within } from '@testing-library/react';
import { reportEndpoints } from '#common/api/reports/endpoints.ts';
import { describe, expect, it } from 'vitest';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { ENTITY_STATS, reportsAnswers } from '../testing/report-fixtures.ts';
import { renderReports } from '../testing/render-reports.tsx';

describe('reports page', () => {
  it('goes from a classroom test to its attempts and to one attempt with its answers', async () => {
    const { user, router } = renderReports('/report', reportsAnswers);

    const test = await screen.findByRole('button', { name: /Test finale HTML e CSS/ });
    expect(test).toHaveTextContent('2 tentativi, 1 superato');
    await user.click(test);

    const table = await screen.findByRole('table', {
      name: 'Tentativi del test Test finale HTML e CSS',
    });
    const sara = within(table).getByRole('row', { name: /Sara Colombo/ });
    expect(sara).toHaveTextContent('90%');
    expect(sara).toHaveTextContent('Superato');
    expect(sara).toHaveTextContent('05.11.2026');
    expect(within(table).getByRole('row', { name: /Luca Galli/ })).toHaveTextContent(
      'Non superato',
    );

    await user.click(within(sara).getByRole('link', { name: 'Vedi risposte di Sara Colombo' }));
    expect(router.state.location.pathname).toBe('/report/test-attempt/501');
    const question = await screen.findByRole('heading', { name: /Quale tag crea un collegamento/ });
    const item = question.closest('li') as HTMLElement;
    expect(within(item).getByText('<a>').parentElement).toHaveTextContent('✓<a>Risposta corretta');
    expect(within(item).getByText('<link>').parentElement).toHaveTextContent(
      'Scelta dello studente',
    );
    expect(within(item).getByText('✗ Risposta sbagliata')).toBeInTheDocument();
    expect(screen.getByText('Sara Colombo')).toBeInTheDocument();
  });

  it('shows the tests of the classroom chosen, with an empty state when it has none', async () => {
    const { user } = renderReports('/report', reportsAnswers);
    await screen.findByRole('button', { name: /Test finale HTML e CSS/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Classe' }), '2');
    expect(
      await screen.findByText('Gli studenti di questa classe non hanno ancora svolto nessun test.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Test finale HTML e CSS/ })).toBeNull();
  });

  it('draws the completion per entity with its numbers in a table', async () => {
    renderReports('/report', reportsAnswers);
    const numbers = await screen.findByRole('table', {
      name: 'Completamento dei percorsi, in numeri',
    });
    const html = within(numbers).getByRole('row', { name: /HTML e CSS/ });
    expect(html).toHaveTextContent('3 su 4');
    expect(html).toHaveTextContent('75%');
    expect(html).toHaveTextContent('82%');
    expect(within(numbers).getByRole('row', { name: /JavaScript/ })).toHaveTextContent('0%—');
    const bars = document.querySelectorAll('.report-chart__fill');
    expect([...bars].map((bar) => bar.getAttribute('width'))).toEqual(['75', '0']);
  });

  it("counts the chosen classroom's students alike in the selector and the statistics", async () => {
    // The service's totals per population: 2 and 1 students in the classrooms, 15 in all.
    const totals: Record<string, number> = { '1': 2, '2': 1 };
    const statsOf = (classroomId: unknown) =>
      ENTITY_STATS.map((entity) => ({
        ...entity,
        students_total: totals[String(classroomId)] ?? 15,
        students_completed: 1,
      }));
    const perClassroom = answerFrom([
      on(reportEndpoints.getReportEntityStats, ({ query }) => ({
        status: 200,
        data: statsOf(query.classroom_id),
      })),
    ]);
    const { user, reportCalls } = renderReports(
      '/report',
      (request) => perClassroom(request) ?? reportsAnswers(request),
    );
    const picker = await screen.findByRole('combobox', { name: 'Classe' });
    expect(
      within(picker).getByRole('option', { name: '3A Informatica · 2 studenti' }),
    ).toBeInTheDocument();
    expect(
      within(picker).getByRole('option', { name: '4B Informatica · 1 studente' }),
    ).toBeInTheDocument();
    const numbers = () =>
      screen.findByRole('table', { name: 'Completamento dei percorsi, in numeri' });
    const htmlRow = async () => within(await numbers()).getByRole('row', { name: /HTML e CSS/ });
    await waitFor(async () => expect(await htmlRow()).toHaveTextContent('1 su 2'));
    expect(reportCalls).toContain('GET /stats/entities?classroom_id=1');

    await user.selectOptions(picker, '2');
    await waitFor(async () => expect(await htmlRow()).toHaveTextContent('1 su 1'));
    expect(reportCalls).toContain('GET /stats/entities?classroom_id=2');
    expect(reportCalls).not.toContain('GET /stats/entities');
  });

  it("shows a classroom's students on an entity and one student's progress", async () => {
    const { user, reportCalls } = renderReports('/report', reportsAnswers);
    const table = await screen.findByRole('table', {
      name: 'Progressi degli studenti della classe',
    });
    expect(reportCalls).toContain(
      'GET /stats/entities/students?entity_id=a1b2c3d4e5f6a1b2c3d4e5f6&classroom_id=1',
    );
    expect(within(table).getByRole('row', { name: /Sara Colombo/ })).toHaveTextContent('5 su 5');
    await user.click(within(table).getByRole('button', { name: 'Dettaglio di Sara Colombo' }));
    const progress = await screen.findByRole('list', { name: 'Progressi di Sara Colombo' });
    expect(progress).toHaveTextContent('I tag principaliCompletato il 02.11.2026');
    expect(progress).toHaveTextContent('Esercizio sui selettoriNon completato');
    expect(reportCalls).toContain(
      'GET /stats/entities/students/progress?entity_id=a1b2c3d4e5f6a1b2c3d4e5f6&student_id=7',
    );
  });

  it('says so when the professor has no classroom yet', async () => {
    const noClassroom = answerFrom([
      on(reportEndpoints.getReportClassrooms, { status: 200, data: [] }),
    ]);
    renderReports('/report', (request) => noClassroom(request) ?? reportsAnswers(request));
    expect(await screen.findByText('Non hai ancora nessuna classe.')).toBeInTheDocument();
  });
});
