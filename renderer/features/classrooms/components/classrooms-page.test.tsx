import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { fakeClassroomsApi, fakeState } from '../testing/fake-classrooms-api.ts';
import { renderClassrooms } from '../testing/render-classrooms.tsx';

// The tour opens by itself on a first visit; these tests are about the page, so it is seen.
beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.classroomTutorialSeen, 'yes'));

const classroomButton = (name: RegExp) => screen.findByRole('button', { name });
const dialog = () => screen.findByRole('dialog');
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('classroom management', () => {
  it('creates, renames and deletes a classroom, refusing an empty name in Italian', async () => {
    const state = fakeState();
    const { user, calls } = renderClassrooms({ api: fakeClassroomsApi(state) });
    await classroomButton(/^3A Informatica/);

    await user.click(screen.getByRole('button', { name: 'Nuova classe' }));
    const create = within(await dialog());
    await user.click(create.getByRole('button', { name: 'Crea' }));
    expect(create.getByLabelText('Nome della classe')).toHaveAccessibleDescription(
      'Inserisci il nome della classe.',
    );
    expect(calls).not.toContain('POST /classroom');
    await user.type(create.getByLabelText('Nome della classe'), '  1A Robotica ');
    await user.click(create.getByRole('button', { name: 'Crea' }));
    await closed();
    expect(state.classrooms.map((item) => item.name)).toContain('1A Robotica');
    expect(await screen.findByRole('heading', { name: '1A Robotica' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^1A Robotica/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Rinomina' }));
    const rename = within(await dialog());
    const field = rename.getByLabelText('Nome della classe');
    expect(field).toHaveValue('1A Robotica');
    await user.clear(field);
    await user.type(field, '1A Robotica e IoT');
    await user.click(rename.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('heading', { name: '1A Robotica e IoT' })).toBeInTheDocument();
    await closed();

    await user.click(screen.getByRole('button', { name: 'Elimina classe' }));
    const confirm = within(await dialog());
    expect(confirm.getByText(/1A Robotica e IoT/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Elimina' }));
    await closed();
    expect(state.classrooms.map((item) => item.name)).not.toContain('1A Robotica e IoT');
    expect(await screen.findByRole('heading', { name: '3A Informatica' })).toBeInTheDocument();
  });

  it('shows a duplicate name refused by the server under the field', async () => {
    const state = fakeState();
    const { user } = renderClassrooms({
      api: fakeClassroomsApi(
        state,
        answerFrom([
          on(classroomEndpoints.createClassroom, {
            status: 409,
            data: { message: 'Hai già una classe con questo nome.', code: 'conflict' },
          }),
        ]),
      ),
    });
    await classroomButton(/^3A Informatica/);
    await user.click(screen.getByRole('button', { name: 'Nuova classe' }));
    const create = within(await dialog());
    await user.type(create.getByLabelText('Nome della classe'), '3A Informatica');
    await user.click(create.getByRole('button', { name: 'Crea' }));
    expect(await create.findByText('Hai già una classe con questo nome.')).toBeInTheDocument();
    expect(create.getByLabelText('Nome della classe')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists active and archived classrooms apart, and archives the selected one', async () => {
    const state = fakeState();
    const { user } = renderClassrooms({ api: fakeClassroomsApi(state) });
    await classroomButton(/^3A Informatica/);
    expect(screen.queryByRole('button', { name: /^5C Anno scorso/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Archiviate (1)' }));
    expect(await classroomButton(/^5C Anno scorso/)).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: /^Attive/ }));
    await user.click(await screen.findByRole('button', { name: 'Archivia classe' }));
    await waitFor(() => expect(state.classrooms[0]?.archived).toBe(true));
    expect(await screen.findByRole('button', { name: 'Archiviate (2)' })).toBeInTheDocument();
  });

  it('shows the students with their state as a word and changes it', async () => {
    const state = fakeState();
    const { user, calls } = renderClassrooms({ api: fakeClassroomsApi(state) });
    await user.click(await classroomButton(/^4B Informatica/));
    const table = await screen.findByRole('table');
    const sara = within(
      within(table).getByRole('rowheader', { name: 'Sara Colombo' }).closest('tr')!,
    );
    const luca = within(
      within(table).getByRole('rowheader', { name: 'Luca Galli' }).closest('tr')!,
    );
    expect(sara.getByText('Abilitato')).toBeInTheDocument();
    expect(luca.getByText('Disabilitato')).toBeInTheDocument();

    await user.click(sara.getByRole('button', { name: 'Disabilita Sara Colombo' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Disabilita' }));
    expect(await sara.findByText('Disabilitato')).toBeInTheDocument();
    expect(calls).toContain('PUT /student/disable/11');

    await user.click(luca.getByRole('button', { name: 'Archivia Luca Galli' }));
    expect(await luca.findByText('Archiviato')).toBeInTheDocument();
    const archived = screen.getByRole('region', { name: 'Studenti archiviati' });
    expect(await within(archived).findByText('Luca Galli')).toBeInTheDocument();
  });

  it('disables an account only after saying it is disabled in every class', async () => {
    const state = fakeState();
    const { user, calls } = renderClassrooms({ api: fakeClassroomsApi(state) });
    await user.click(await classroomButton(/^4B Informatica/));
    await user.click(await screen.findByRole('button', { name: 'Disabilita Sara Colombo' }));
    const confirm = within(await dialog());
    expect(
      confirm.getByText(/L'account di Sara Colombo verrà disabilitato in tutte le tue classi/),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Annulla' }));
    await closed();
    expect(calls).not.toContain('PUT /student/disable/11');
    expect(state.students['2']?.[0]?.state).toBe('enabled');

    await user.click(screen.getByRole('button', { name: 'Disabilita Sara Colombo' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Disabilita' }));
    await closed();
    expect(calls).toContain('PUT /student/disable/11');
    expect(state.students['2']?.[0]?.state).toBe('disabled');
  });

  it('asks nothing more about a deleted classroom and selects another one', async () => {
    const state = fakeState();
    const { user, calls } = renderClassrooms({ api: fakeClassroomsApi(state) });
    await user.click(await classroomButton(/^4B Informatica/));
    expect(await screen.findByRole('rowheader', { name: 'Sara Colombo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elimina classe' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Elimina' }));
    await closed();
    const deletedAt = calls.indexOf('DELETE /classroom');
    expect(deletedAt).toBeGreaterThanOrEqual(0);
    expect(await screen.findByRole('heading', { name: '3A Informatica' })).toBeInTheDocument();
    // The list is asked again after the delete; by then the old classroom must be forgotten.
    await waitFor(() => expect(calls.slice(deletedAt)).toContain('GET /classroom/prof'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.slice(deletedAt), calls.join(', ')).not.toContain('GET /classroom/students/2');
    expect(calls.slice(deletedAt)).not.toContain('GET /classroom/2/test-sessions');
  });

  it('removes a student only after confirming', async () => {
    const state = fakeState();
    const { user, calls } = renderClassrooms({ api: fakeClassroomsApi(state) });
    await user.click(await classroomButton(/^4B Informatica/));
    await user.click(await screen.findByRole('button', { name: 'Rimuovi Sara Colombo' }));
    const confirm = within(await dialog());
    await user.click(confirm.getByRole('button', { name: 'Annulla' }));
    await closed();
    expect(calls.some((call) => call.startsWith('PATCH'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Rimuovi Sara Colombo' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Sara Colombo' })).toBeNull(),
    );
    expect(state.students['2']?.map((item) => item.id)).toEqual(['12']);
  });

  it("leads by keyboard to each student's live profile", async () => {
    const { user, router } = renderClassrooms({ api: fakeClassroomsApi(fakeState()) });
    await user.click(await classroomButton(/^4B Informatica/));
    const table = await screen.findByRole('table');
    const sara = within(
      within(table).getByRole('rowheader', { name: 'Sara Colombo' }).closest('tr')!,
    );
    const link = sara.getByRole('link', { name: 'Profilo live di Sara Colombo' });
    expect(link).toHaveAttribute('href', '/live/profile/11');
    // Reached with Tab from the row's previous control, followed with Enter: no mouse needed.
    sara.getByRole('link', { name: 'Sara Colombo' }).focus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/live/profile/11');
  });
});
