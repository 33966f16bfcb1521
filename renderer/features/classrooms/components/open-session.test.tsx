import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { pathOf } from '../../../test/fake-adapter.ts';
import { fakeClassroomsApi, fakeState } from '../testing/fake-classrooms-api.ts';
import { renderClassrooms } from '../testing/render-classrooms.tsx';

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.classroomTutorialSeen, 'yes'));

const classroomTests = [
  {
    classroom_id: '2',
    tests: [
      {
        quiz_id: '41',
        title: 'Test finale',
        kind: 'final_test',
        entity_title: 'HTML e CSS',
        attempts_count: 3,
        passed_count: 2,
      },
    ],
  },
];

describe('test session', () => {
  it('opens a session of a chosen test for the selected enabled students only', async () => {
    let sent: unknown = null;
    const { user } = renderClassrooms({
      api: fakeClassroomsApi(fakeState(), (config) => {
        const path = pathOf(config);
        if (path === '/tech-journey/professor') return { status: 200, data: [] };
        if (path !== '/tech-journey/report/test/classrooms/open-session') return undefined;
        sent = JSON.parse(String(config.data));
        return { status: 201, data: { session_id: '9', test_id: '41', users_id: ['11'] } };
      }),
      reports: (config) =>
        pathOf(config) === '/classrooms/tests' ? { status: 200, data: classroomTests } : undefined,
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
    expect(await screen.findByText('Sessione di test aperta per 1 studente.')).toBeInTheDocument();
    expect(sent).toEqual({ test_id: '41', users_id: ['11'] });
  });
});
