import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { fakeClassroomsApi, fakeState } from '../testing/fake-classrooms-api.ts';
import { renderClassrooms } from '../testing/render-classrooms.tsx';

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.classroomTutorialSeen, 'yes'));

async function openDialog(user: ReturnType<typeof renderClassrooms>['user'], button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog'));
}

describe('adding students', () => {
  it('creates the account of a new e-mail from its names, then offers its credentials once', async () => {
    const state = fakeState();
    const { user, calls } = renderClassrooms({ api: fakeClassroomsApi(state) });
    await screen.findByRole('heading', { name: '3A Informatica' });
    const add = await openDialog(user, 'Aggiungi studente');
    await user.type(add.getByLabelText('E-mail dello studente'), 'nuova.studente@scuola.it');
    await user.click(add.getByRole('button', { name: 'Aggiungi' }));
    expect(await add.findByText(/Nessuno studente ha questa e-mail/)).toBeInTheDocument();
    await user.click(add.getByRole('button', { name: 'Crea e aggiungi' }));
    expect(add.getByLabelText('Nome')).toHaveAccessibleDescription(
      'Indica il nome dello studente.',
    );
    expect(calls).not.toContain('POST /classroom/student');
    await user.type(add.getByLabelText('Nome'), 'Nuova');
    await user.type(add.getByLabelText('Cognome'), 'Studente');
    await user.selectOptions(add.getByLabelText('Anno scolastico (facoltativo)'), '2');
    await user.click(add.getByRole('button', { name: 'Crea e aggiungi' }));
    expect(
      await add.findByRole('button', { name: 'Scarica i foglietti da stampare (PDF)' }),
    ).toBeEnabled();
    expect(add.getByRole('button', { name: "Scarica l'elenco (XLSX)" })).toBeEnabled();
    expect(add.getByText(/non invia e-mail/)).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Nuova Studente' })).toBeInTheDocument();
  });

  it('checks the e-mail first, then adds the student to the selected classroom', async () => {
    const state = fakeState();
    const { user, calls } = renderClassrooms({ api: fakeClassroomsApi(state) });
    await screen.findByRole('heading', { name: '3A Informatica' });
    const add = await openDialog(user, 'Aggiungi studente');
    await user.type(add.getByLabelText('E-mail dello studente'), 'docente@scuola.it');
    await user.click(add.getByRole('button', { name: 'Aggiungi' }));
    expect(await add.findByText('Puoi aggiungere solo account di studenti.')).toBeInTheDocument();
    expect(calls).not.toContain('POST /classroom/student');

    await user.clear(add.getByLabelText('E-mail dello studente'));
    await user.type(add.getByLabelText('E-mail dello studente'), 'Studente2@scuola.it');
    await user.click(add.getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByRole('rowheader', { name: 'Studente Due' })).toBeInTheDocument();
    expect(calls.indexOf('GET /classroom/check-student')).toBeLessThan(
      calls.indexOf('POST /classroom/student'),
    );
    expect(state.students['1']?.[0]?.email).toBe('studente2@scuola.it');
  });

  it('shows the server 422 next to the e-mail field, without an error toast', async () => {
    const state = fakeState();
    const { user } = renderClassrooms({
      api: fakeClassroomsApi(
        state,
        answerFrom([
          on(classroomEndpoints.addStudent, {
            status: 422,
            data: {
              message: 'Dati non validi.',
              code: 'validation_failed',
              details: { email: 'Lo studente non può essere aggiunto a questa classe.' },
            },
          }),
        ]),
      ),
    });
    const add = await openDialog(user, 'Aggiungi studente');
    await user.click(add.getByRole('button', { name: 'Aggiungi' }));
    const field = add.getByLabelText('E-mail dello studente');
    expect(field).toHaveAccessibleDescription("Inserisci l'e-mail dello studente.");
    await user.type(field, 'studente2@scuola.it');
    await user.click(add.getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Lo studente non può essere aggiunto a questa classe.',
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Errore')).toBeNull();
  });

  it('uploads a spreadsheet and lists the rows the server refused', async () => {
    const state = fakeState();
    let sent: FormData | null = null;
    const { user } = renderClassrooms({
      api: fakeClassroomsApi(
        state,
        answerFrom([
          on(classroomEndpoints.uploadStudents, ({ body }) => {
            sent = body as FormData;
            return {
              status: 422,
              data: {
                message: 'Il file contiene righe non valide: nessuno studente è stato aggiunto.',
                code: 'validation_failed',
                details: {
                  'riga 3': "L'e-mail non è valida.",
                  'riga 5': 'E-mail ripetuta (già alla riga 2).',
                },
              },
            };
          }),
        ]),
      ),
    });
    await screen.findByRole('heading', { name: '3A Informatica' });
    const upload = await openDialog(user, 'Aggiungi gruppo di studenti');
    const input = upload.getByLabelText('File degli studenti');
    expect(input).toHaveAttribute('accept', '.xlsx,.csv');

    // A user who picks "all files" in the dialog: the input's `accept` does not stop them.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, new File(['x'], 'studenti.pdf'));
    await user.click(upload.getByRole('button', { name: 'Carica' }));
    expect(
      await upload.findByText('Il file deve essere in formato .xlsx o .csv.'),
    ).toBeInTheDocument();

    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'studenti.csv', { type: 'text/csv' });
    await user.upload(input, big);
    await user.click(upload.getByRole('button', { name: 'Carica' }));
    expect(
      await upload.findByText('Il file supera la dimensione massima di 1 MB.'),
    ).toBeInTheDocument();
    expect(sent).toBeNull();

    const csv = new File(['email\na@scuola.it\nnon-valida\n'], 'studenti.csv', {
      type: 'text/csv',
    });
    await user.upload(input, csv);
    await user.click(upload.getByRole('button', { name: 'Carica' }));
    const rows = within(await upload.findByRole('list', { name: 'Righe da correggere' }));
    expect(rows.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "riga 3: L'e-mail non è valida.",
      'riga 5: E-mail ripetuta (già alla riga 2).',
    ]);
    expect(
      upload.getByText('Il file contiene righe non valide: nessuno studente è stato aggiunto.'),
    ).toBeInTheDocument();
    expect((sent as FormData | null)?.get('file')).toBeInstanceOf(File);
  });

  it('shows the reason of a refusal of the whole file, not only «Dati non validi.»', async () => {
    const refusals = [
      {
        status: 422,
        data: {
          message: 'Dati non validi.',
          code: 'validation_failed',
          details: { file: 'Il file non contiene indirizzi e-mail.' },
        },
      },
      {
        status: 413,
        data: {
          message: 'Il file Excel è troppo grande una volta decompresso.',
          code: 'payload_too_large',
          details: { file: 'Il file Excel è troppo grande una volta decompresso.' },
        },
      },
    ];
    const { user } = renderClassrooms({
      api: fakeClassroomsApi(
        fakeState(),
        answerFrom([on(classroomEndpoints.uploadStudents, () => refusals.shift())]),
      ),
    });
    await screen.findByRole('heading', { name: '3A Informatica' });
    const upload = await openDialog(user, 'Aggiungi gruppo di studenti');
    const input = upload.getByLabelText('File degli studenti');
    await user.upload(input, new File(['email\n'], 'studenti.csv', { type: 'text/csv' }));
    await user.click(upload.getByRole('button', { name: 'Carica' }));
    const alert = within(await upload.findByRole('alert'));
    expect(alert.getByText('Dati non validi.')).toBeInTheDocument();
    expect(alert.getByText('Il file non contiene indirizzi e-mail.')).toBeInTheDocument();
    expect(alert.queryByRole('list', { name: 'Righe da correggere' })).toBeNull();

    // A reason that is already the message is said once.
    await user.click(upload.getByRole('button', { name: 'Carica' }));
    expect(
      await upload.findByText('Il file Excel è troppo grande una volta decompresso.'),
    ).toBeInTheDocument();
    expect(
      upload.getAllByText('Il file Excel è troppo grande una volta decompresso.'),
    ).toHaveLength(1);
  });

  it('confirms a pending invitation: the student joins the classroom', async () => {
    const state = fakeState();
    const { user, calls } = renderClassrooms({ api: fakeClassroomsApi(state) });
    const requests = await screen.findByRole('region', { name: 'Richieste di iscrizione' });
    await user.click(
      await within(requests).findByRole('button', {
        name: 'Conferma Marta Fontana in 3A Informatica',
      }),
    );
    expect(await within(requests).findByText('Nessuna richiesta in attesa.')).toBeInTheDocument();
    expect(calls).toContain('POST /classroom/confirm-invite');
    expect(await screen.findByRole('rowheader', { name: 'Marta Fontana' })).toBeInTheDocument();
  });
});
