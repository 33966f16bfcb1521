import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { fakeClassroomsApi, fakeState } from '../testing/fake-classrooms-api.ts';
import { renderClassrooms } from '../testing/render-classrooms.tsx';

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.classroomTutorialSeen, 'yes'));

const sessionTests = [
  {
    quiz_id: '41',
    kind: 'final_test' as const,
    title: 'Test finale',
    entity_title: 'HTML e CSS',
    level_title: null,
  },
];

describe('test session', () => {
  it('opens a session of a chosen test for the selected enabled students only', async () => {
    let sent: unknown = null;
    const { user, calls } = renderClassrooms({
      api: fakeClassroomsApi(
        { ...fakeState(), sessionTests },
        answerFrom([
          on(classroomEndpoints.openTestSession, ({ body }) => {
            sent = body;
            return {
              status: 201,
              data: {
                session_id: '9',
                test_id: '41',
                users_id: ['11'],
                closes_at: '2026-09-01T09:00:00.000Z',
              },
            };
          }),
        ]),
      ),
    });
    await user.click(await screen.findByRole('button', { name: /^4B Informatica/ }));
    const open = await screen.findByRole('button', { name: 'Apri sessione di test' });
    expect(open).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleziona tutti gli studenti' }));
    expect(screen.getByText('2 selezionati')).toBeInTheDocument();
    await user.click(open);

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/1 non è abilitato e resta escluso/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Apri sessione' }));
    expect(await dialog.findByText('Scegli il test.')).toBeInTheDocument();
    await user.selectOptions(
      await dialog.findByLabelText('Test'),
      dialog.getByRole('option', { name: 'HTML e CSS · Test finale' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Apri sessione' }));
    expect(
      await screen.findByText(/^Sessione di test aperta per 1 studente fino alle \d\d:\d\d\.$/),
    ).toBeInTheDocument();
    expect(sent).toEqual({ test_id: '41', users_id: ['11'] });
    // The picker's list is one call, not levels + each level's test + the reports' tests.
    // (The classroom's own session list, /classroom/{id}/test-sessions, is not the picker's.)
    const pickerCalls = calls.filter(
      (call) => call.includes('test') && !call.includes('/test-sessions'),
    );
    expect(pickerCalls).toEqual([
      'GET /classroom/session-tests',
      'POST /tech-journey/report/test/classrooms/open-session',
    ]);
    expect(calls).not.toContain('GET /tech-journey/professor');
  });
});
