import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClassroomTestSession } from '#common/api/classrooms/index.ts';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { fakeClassroomsApi, fakeState } from '../testing/fake-classrooms-api.ts';
import { renderClassrooms } from '../testing/render-classrooms.tsx';

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.classroomTutorialSeen, 'yes'));

const result = (name: string, took: Partial<ClassroomTestSession['students'][number]>) => ({
  user_id: name.length.toString(),
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@scuola.it`,
  started: false,
  passed: false,
  best_score: null,
  ...took,
});

const session: ClassroomTestSession = {
  session_id: '9',
  quiz_id: '41',
  title: 'Test finale',
  entity_title: 'HTML e CSS',
  opened_at: '2026-09-01T08:00:00.000Z',
  closes_at: '2026-09-01T09:00:00.000Z',
  open: true,
  students: [
    result('Sara Colombo', { started: true, passed: true, best_score: 85 }),
    result('Luca Galli', { started: true, best_score: 40 }),
    result('Anna Neri', { started: true }),
    result('Marco Blu', {}),
  ],
};

describe("a classroom's test sessions", () => {
  it('shows who of the classroom took the test, the outcome and the best score', async () => {
    const { user } = renderClassrooms({
      api: fakeClassroomsApi({ ...fakeState(), testSessions: { '2': [session] } }),
    });
    await user.click(await screen.findByRole('button', { name: /^4B Informatica/ }));
    const panel = within(await screen.findByRole('region', { name: 'Sessioni di test' }));
    const card = within(await panel.findByRole('article', { name: 'HTML e CSS · Test finale' }));
    expect(card.getByText(/^Aperta fino alle \d\d:\d\d$/)).toBeInTheDocument();
    expect(card.getByText('3 su 4 studenti hanno svolto il test')).toBeInTheDocument();
    const rows = card
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Sara Colombosara.colombo@scuola.itSuperato85%',
      'Luca Galliluca.galli@scuola.itNon superato40%',
      'Anna Nerianna.neri@scuola.itIniziato, non consegnato—',
      'Marco Blumarco.blu@scuola.itNon svolto—',
    ]);
  });

  it('says when the classroom has no session', async () => {
    renderClassrooms({ api: fakeClassroomsApi(fakeState()) });
    expect(
      await screen.findByText(/Nessuna sessione di test per questa classe/),
    ).toBeInTheDocument();
  });

  it('says when the sessions cannot be loaded, with a way to try again', async () => {
    renderClassrooms({
      api: fakeClassroomsApi(
        fakeState(),
        answerFrom([
          on(classroomEndpoints.listClassroomTestSessions, {
            status: 500,
            data: { message: 'Errore', code: 'internal' },
          }),
        ]),
      ),
    });
    expect(await screen.findByText(/Impossibile caricare le sessioni di test/)).toBeInTheDocument();
    // The page's other panels (the assignments) fail too in this fake, each with its own «Riprova».
    const panel = screen.getByRole('region', { name: 'Sessioni di test' });
    expect(within(panel).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
