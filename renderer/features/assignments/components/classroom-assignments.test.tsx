import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignmentEndpoints } from '#common/api/assignments/endpoints.ts';
import type { ClassroomAssignment } from '#common/api/assignments/index.ts';
import { answerFrom, on, type FakeCall } from '../../../testing/fake-endpoints.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { ClassroomAssignments } from './classroom-assignments.tsx';

const assignment: ClassroomAssignment = {
  id: '7',
  classroom_id: '2',
  kind: 'quiz',
  target_id: '41',
  title: 'Quiz HTTP',
  context: 'HTTP e API REST',
  due_at: '2026-01-10T11:00:00.000Z',
  due_local: '2026-01-10T12:00',
  note: 'Ripassate i codici di stato',
  created_at: '2026-01-01T08:00:00.000Z',
  whole_class: true,
  students: [
    {
      user_id: '1',
      name: 'Sara Colombo',
      done: true,
      completed_at: '2026-01-11T09:00:00.000Z',
      late: true,
      score: 90,
    },
    { user_id: '2', name: 'Luca Galli', done: false, completed_at: null, late: false, score: null },
  ],
};

describe("a classroom's «Compiti» (professor)", () => {
  it('says it is loading, then that there is no assignment yet', async () => {
    let release: (() => void) | undefined;
    await renderFeature(<ClassroomAssignments classroomId="2" />, {
      role: 'professor',
      api: answerFrom([
        on(
          assignmentEndpoints.listClassroomAssignments,
          () =>
            new Promise((resolve) => {
              release = () => resolve({ status: 200, data: [] });
            }),
        ),
      ]),
    });
    expect(await screen.findByText('Caricamento dei compiti…')).toBeInTheDocument();
    release?.();
    expect(
      await screen.findByText('Nessun compito per questa classe. Scegli «Assegna compito».'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica riepilogo (XLSX)' })).toBeDisabled();
  });

  it('shows a failure with «Riprova»', async () => {
    await renderFeature(<ClassroomAssignments classroomId="2" />, {
      role: 'professor',
      api: answerFrom([
        on(assignmentEndpoints.listClassroomAssignments, {
          status: 500,
          data: { message: 'Errore.', code: 'internal' },
        }),
      ]),
    });
    expect(await screen.findByText('Impossibile caricare i compiti.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('shows who did the work, when, late, the score, and overdue students', async () => {
    await renderFeature(<ClassroomAssignments classroomId="2" />, {
      role: 'professor',
      api: answerFrom([
        on(assignmentEndpoints.listClassroomAssignments, { status: 200, data: [assignment] }),
      ]),
    });
    const card = within(await screen.findByRole('article', { name: 'Quiz HTTP' }));
    expect(card.getByText(/1 su 2 studenti fatto/)).toBeInTheDocument();
    expect(card.getByText('Ripassate i codici di stato')).toBeInTheDocument();
    const rows = card
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^Sara ColomboFatto in ritardo11\.01\.2026 \d\d:\d\d90%$/),
      'Luca GalliScaduto——',
    ]);
    expect(card.getByText('Scaduto')).toHaveClass('chip--danger');
  });

  it('assigns work to the whole class with a due moment and a note', async () => {
    const posted: FakeCall[] = [];
    const { user } = await renderFeature(<ClassroomAssignments classroomId="2" />, {
      role: 'professor',
      api: answerFrom([
        on(assignmentEndpoints.listClassroomAssignments, { status: 200, data: [] }),
        on(assignmentEndpoints.listAssignableWork, {
          status: 200,
          data: [
            {
              kind: 'module',
              target_id: 'a'.repeat(24),
              title: 'HTTP e API REST',
              context: 'JavaScript e back end',
            },
          ],
        }),
        on(assignmentEndpoints.createAssignment, (call) => {
          posted.push(call);
          return { status: 201, data: assignment };
        }),
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Assegna compito' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assegna un compito' }));
    await user.selectOptions(
      await dialog.findByLabelText('Che cosa'),
      'Modulo · HTTP e API REST (JavaScript e back end)',
    );
    await user.type(dialog.getByLabelText('Scadenza (facoltativa)'), '2030-06-15T18:00');
    await user.type(dialog.getByLabelText('Nota (facoltativa)'), 'Entro venerdì');
    await user.click(dialog.getByRole('button', { name: 'Assegna' }));
    expect(await screen.findByText('Compito assegnato.')).toBeInTheDocument();
    expect(posted[0]?.params).toEqual({ id: '2' });
    expect(posted[0]?.body).toEqual({
      kind: 'module',
      target_id: 'a'.repeat(24),
      due_local: '2030-06-15T18:00',
      note: 'Entro venerdì',
    });
  });
  it("keeps what was typed in «Assegna un compito» and shows the server's Italian error", async () => {
    const { user } = await renderFeature(<ClassroomAssignments classroomId="2" />, {
      role: 'professor',
      api: answerFrom([
        on(assignmentEndpoints.listClassroomAssignments, { status: 200, data: [] }),
        on(assignmentEndpoints.listAssignableWork, {
          status: 200,
          data: [{ kind: 'on_demand', target_id: 'b'.repeat(24), title: 'Markdown', context: '' }],
        }),
        on(assignmentEndpoints.createAssignment, {
          status: 422,
          data: {
            message: 'Dati non validi.',
            code: 'validation_failed',
            details: { due_local: 'Questa data non esiste.' },
          },
        }),
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Assegna compito' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assegna un compito' }));
    // Nothing chosen yet: the form says so before asking the server.
    await user.click(dialog.getByRole('button', { name: 'Assegna' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Scegli che cosa assegnare.');
    await user.selectOptions(await dialog.findByLabelText('Che cosa'), 'On demand · Markdown');
    await user.type(dialog.getByLabelText('Scadenza (facoltativa)'), '2030-03-29T02:30');
    await user.type(dialog.getByLabelText('Nota (facoltativa)'), 'Per lunedì');
    await user.click(dialog.getByRole('button', { name: 'Assegna' }));
    expect(await dialog.findByText('Questa data non esiste.')).toHaveAttribute('role', 'alert');
    expect(dialog.getByLabelText('Che cosa')).toHaveValue(`on_demand:${'b'.repeat(24)}`);
    expect(dialog.getByLabelText('Scadenza (facoltativa)')).toHaveValue('2030-03-29T02:30');
    expect(dialog.getByLabelText('Nota (facoltativa)')).toHaveValue('Per lunedì');
    expect(screen.queryByText('Compito assegnato.')).not.toBeInTheDocument();
  });

  it("keeps the edited values in «Modifica il compito» and shows the server's Italian error", async () => {
    const { user } = await renderFeature(<ClassroomAssignments classroomId="2" />, {
      role: 'professor',
      api: answerFrom([
        on(assignmentEndpoints.listClassroomAssignments, { status: 200, data: [assignment] }),
        on(assignmentEndpoints.updateAssignment, {
          status: 404,
          data: { message: 'Compito non trovato.', code: 'not_found' },
        }),
      ]),
    });
    const card = within(await screen.findByRole('article', { name: 'Quiz HTTP' }));
    await user.click(card.getByRole('button', { name: 'Modifica' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica il compito' }));
    const note = dialog.getByLabelText('Nota (facoltativa)');
    expect(note).toHaveValue('Ripassate i codici di stato');
    await user.clear(note);
    await user.type(note, 'Anche i 3xx');
    await user.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await dialog.findByText('Compito non trovato.')).toHaveAttribute('role', 'alert');
    expect(dialog.getByLabelText('Scadenza (facoltativa)')).toHaveValue('2026-01-10T12:00');
    expect(dialog.getByLabelText('Nota (facoltativa)')).toHaveValue('Anche i 3xx');
  });

  it('offers the recordings of the courses the classroom follows, and assigns one', async () => {
    const posted: FakeCall[] = [];
    const asked: string[] = [];
    const { user } = await renderFeature(<ClassroomAssignments classroomId="2" />, {
      role: 'professor',
      api: answerFrom([
        on(assignmentEndpoints.listClassroomAssignments, { status: 200, data: [] }),
        on(assignmentEndpoints.listAssignableWork, { status: 200, data: [] }),
        on(assignmentEndpoints.listAssignableRecordings, (call) => {
          asked.push(call.params.id!);
          return {
            status: 200,
            data: [
              {
                kind: 'recording',
                target_id: '5',
                title: 'Riconoscere il phishing',
                context: 'Sicurezza informatica per tutti, diretta del 24.11.2026',
              },
            ],
          };
        }),
        on(assignmentEndpoints.createAssignment, (call) => {
          posted.push(call);
          return { status: 201, data: { ...assignment, kind: 'recording', target_id: '5' } };
        }),
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Assegna compito' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assegna un compito' }));
    const label =
      'Registrazione · Riconoscere il phishing (Sicurezza informatica per tutti, diretta del 24.11.2026)';
    const option = await dialog.findByRole('option', { name: label });
    expect(option.parentElement).toHaveAttribute('label', 'Registrazioni delle dirette');
    expect(asked).toEqual(['2']);
    await user.selectOptions(dialog.getByLabelText('Che cosa'), label);
    await user.click(dialog.getByRole('button', { name: 'Assegna' }));
    expect(await screen.findByText('Compito assegnato.')).toBeInTheDocument();
    expect(posted[0]?.body).toEqual({
      kind: 'recording',
      target_id: '5',
      due_local: null,
      note: '',
    });
  });

  it('shows the server’s refusal of a recording in the form', async () => {
    const { user } = await renderFeature(<ClassroomAssignments classroomId="2" />, {
      role: 'professor',
      api: answerFrom([
        on(assignmentEndpoints.listClassroomAssignments, { status: 200, data: [] }),
        on(assignmentEndpoints.listAssignableWork, { status: 200, data: [] }),
        on(assignmentEndpoints.listAssignableRecordings, {
          status: 200,
          data: [{ kind: 'recording', target_id: '5', title: 'Episodio', context: 'Corso' }],
        }),
        on(assignmentEndpoints.createAssignment, {
          status: 422,
          data: {
            code: 'validation_failed',
            message: 'Dati non validi.',
            details: { target_id: 'La classe non segue il corso di questo episodio.' },
          },
        }),
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Assegna compito' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assegna un compito' }));
    await user.selectOptions(
      await dialog.findByLabelText('Che cosa'),
      'Registrazione · Episodio (Corso)',
    );
    await user.click(dialog.getByRole('button', { name: 'Assegna' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'La classe non segue il corso di questo episodio.',
    );
  });
});
