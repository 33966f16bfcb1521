import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { fakeClassroomsApi, fakeState } from '../testing/fake-classrooms-api.ts';
import { renderClassrooms } from '../testing/render-classrooms.tsx';

// The tour opens by itself on a first visit; these tests are about the requests, so it is seen.
beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.classroomTutorialSeen, 'yes'));

const section = () =>
  screen.findByRole('region', { name: "Richieste di cancellazione dell'account" });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

function stateWithRequests() {
  const state = fakeState();
  state.erasureRequests = [
    {
      id: '31',
      student_id: '11',
      name: 'Sara Colombo',
      email: 'sara.colombo@scuola.it',
      classrooms: ['4B Informatica', '3A Informatica'],
      requested_at: '2026-11-18T09:00:00Z',
    },
    {
      id: '32',
      student_id: '12',
      name: 'Luca Galli',
      email: 'luca.galli@scuola.it',
      classrooms: ['4B Informatica'],
      requested_at: '2026-11-20T09:00:00Z',
    },
  ];
  return state;
}

describe('erasure requests of the professor', () => {
  it('lists each request, and erases only after a confirmation that says it cannot be undone', async () => {
    const state = stateWithRequests();
    const { user, calls } = renderClassrooms({ api: fakeClassroomsApi(state) });
    const region = await section();
    const rows = await within(region).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Sara Colombo \(sara\.colombo@scuola\.it\) · 4B Informatica, 3A Informatica · chiesta il 18\.11\.2026/,
      ),
      expect.stringMatching(
        /^Luca Galli \(luca\.galli@scuola\.it\) · 4B Informatica · chiesta il 20\.11\.2026/,
      ),
    ]);

    const eraseSara = within(region).getByRole('button', {
      name: 'Conferma la cancellazione di Sara Colombo',
    });
    await user.click(eraseSara);
    let dialog = await screen.findByRole('dialog', { name: "Cancellare l'account?" });
    expect(dialog).toHaveTextContent(/Sara Colombo verrà reso anonimo\. Non si può annullare\./);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await closed();
    expect(state.erased).toEqual([]);

    await user.click(eraseSara);
    dialog = await screen.findByRole('dialog', { name: "Cancellare l'account?" });
    await user.click(within(dialog).getByRole('button', { name: 'Conferma la cancellazione' }));
    expect(await screen.findByText("L'account di Sara Colombo è stato cancellato.")).toBeVisible();
    await waitFor(() => expect(within(region).queryByText('Sara Colombo')).toBeNull());
    expect(within(region).getByText('Luca Galli')).toBeInTheDocument();
    expect(state.erased).toEqual(['31']);
    expect(calls).toContain('POST /classroom/erasure-requests/31/confirm');
  });

  it("keeps the row and shows the server's message when the erasure is refused", async () => {
    const state = stateWithRequests();
    const refusal = answerFrom([
      on(privacyEndpoints.confirmErasure, {
        status: 404,
        data: { message: 'La richiesta non è più in attesa.', code: 'not_found' },
      }),
    ]);
    const { user } = renderClassrooms({ api: fakeClassroomsApi(state, refusal) });
    const region = await section();
    await user.click(
      await within(region).findByRole('button', {
        name: 'Conferma la cancellazione di Luca Galli',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma la cancellazione' }));
    expect(await screen.findByText('La richiesta non è più in attesa.')).toBeVisible();
    await closed();
    expect(within(region).getByText('Luca Galli')).toBeInTheDocument();
  });

  it('says when no student is waiting', async () => {
    renderClassrooms({ api: fakeClassroomsApi(fakeState()) });
    const region = await section();
    expect(
      await within(region).findByText('Nessuna richiesta di cancellazione in attesa.'),
    ).toBeInTheDocument();
  });
});
