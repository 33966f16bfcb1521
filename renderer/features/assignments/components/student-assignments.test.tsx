import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignmentEndpoints } from '#common/api/assignments/endpoints.ts';
import type { StudentAssignment } from '#common/api/assignments/index.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { StudentAssignments } from './student-assignments.tsx';

const item = (overrides: Partial<StudentAssignment>): StudentAssignment => ({
  id: '1',
  kind: 'module',
  title: 'HTML e CSS',
  context: 'Le basi',
  link: '/module-detail/0123456789abcdef01234567',
  due_at: '2030-12-01T17:00:00.000Z',
  note: '',
  classroom: '4B Informatica',
  done: false,
  completed_at: null,
  late: false,
  overdue: false,
  ...overrides,
});

const LIST = [
  item({ id: '1', title: 'Overdue work', due_at: '2026-01-10T11:00:00.000Z', overdue: true }),
  item({ id: '2', title: 'Due work', note: 'Per venerdì' }),
  item({
    id: '3',
    title: 'Late work',
    done: true,
    late: true,
    completed_at: '2026-01-11T09:00:00.000Z',
  }),
  item({ id: '4', title: 'Undated work', kind: 'on_demand', context: 'On demand', due_at: null }),
];

const withList = (list: StudentAssignment[]) =>
  answerFrom([on(assignmentEndpoints.listMyAssignments, { status: 200, data: list })]);

describe('«Compiti»', () => {
  it('says it is loading while the list is on its way', async () => {
    await renderFeature(<StudentAssignments />, {
      role: 'student',
      api: () => new Promise(() => undefined),
    });
    expect(await screen.findByText('Caricamento dei compiti…')).toBeInTheDocument();
  });

  it('lists the work in the server’s order, each with its state and link', async () => {
    await renderFeature(<StudentAssignments />, { role: 'student', api: withList(LIST) });
    const section = within(await screen.findByRole('region', { name: 'Compiti' }));
    const items = await section.findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual([
      'overdue',
      'todo',
      'done',
      'todo',
    ]);
    expect(within(items[0]!).getByText('Scaduto')).toHaveClass('chip--danger');
    expect(within(items[1]!).getByText('Per venerdì')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Fatto in ritardo')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Senza scadenza')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Due work' })).toHaveAttribute(
      'href',
      '/module-detail/0123456789abcdef01234567',
    );
  });

  it('says when there is nothing assigned', async () => {
    await renderFeature(<StudentAssignments />, { role: 'student', api: withList([]) });
    expect(await screen.findByText('Nessun compito assegnato.')).toBeInTheDocument();
  });

  it('shows a failure with «Riprova», which asks again', async () => {
    let calls = 0;
    const { user } = await renderFeature(<StudentAssignments />, {
      role: 'student',
      api: answerFrom([
        on(assignmentEndpoints.listMyAssignments, () =>
          ++calls === 1
            ? { status: 500, data: { message: 'Errore.', code: 'internal' } }
            : { status: 200, data: LIST },
        ),
      ]),
    });
    expect(await screen.findByText('Impossibile caricare i compiti.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: 'Due work' })).toBeInTheDocument();
  });

  it('in the bell shows only what is still to do, and nothing when all is done', async () => {
    const { unmount } = await renderFeature(<StudentAssignments compact />, {
      role: 'student',
      api: withList(LIST),
    });
    expect(await screen.findByRole('link', { name: 'Due work' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Late work' })).not.toBeInTheDocument();
    expect(screen.queryByText('Per venerdì')).not.toBeInTheDocument();
    unmount();
    await renderFeature(<StudentAssignments compact />, {
      role: 'student',
      api: withList([LIST[2]!]),
    });
    // Loading first, then the section goes away: nothing is left to do.
    expect(await screen.findByText('Caricamento dei compiti…')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Compiti' })).not.toBeInTheDocument(),
    );
  });

  it('links a recording to where it plays, under its live course', async () => {
    const recording = item({
      id: '9',
      kind: 'recording',
      title: 'Password e autenticazione a due fattori',
      context: 'Sicurezza informatica per tutti',
      link: '/live/watch?course=3&episode=5',
    });
    await renderFeature(<StudentAssignments />, { role: 'student', api: withList([recording]) });
    const section = within(await screen.findByRole('region', { name: 'Compiti' }));
    expect(
      await section.findByRole('link', { name: /Password e autenticazione a due fattori/ }),
    ).toHaveAttribute('href', '/live/watch?course=3&episode=5');
    expect(
      section.getByText('Registrazione · Sicurezza informatica per tutti'),
    ).toBeInTheDocument();
  });
});
