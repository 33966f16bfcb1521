import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ltiEndpoints } from '#common/api/lti/endpoints.ts';
import type { LtiCourse } from '#common/api/lti/lti.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

const COURSES: LtiCourse[] = [
  {
    id: 'git-basics',
    title: 'Git dalle basi',
    description: 'Commit, branch e merge.',
    tool_id: 'code-lab',
    tool_name: 'Code Lab',
  },
  {
    id: 'sql-intro',
    title: 'SQL per iniziare',
    description: '',
    tool_id: 'arena',
    tool_name: 'Quiz Arena',
  },
];
const LOGIN_URL = 'https://lab.example.org/lti/login?iss=x&lti_message_hint=h';

function renderLti(
  path: string,
  courses: () => FakeAnswer,
  role: 'student' | 'professor' = 'student',
) {
  const launched: string[] = [];
  const app = renderApp({
    path,
    role,
    config: { environment: 'development' },
    api: answerFrom([
      on(ltiEndpoints.listLtiCourses, courses),
      on(ltiEndpoints.launchLtiCourse, ({ params }) => {
        launched.push(params.id!);
        return { status: 200, data: { url: LOGIN_URL } };
      }),
    ]),
  });
  return { ...app, launched };
}

describe('the LTI course list', () => {
  it("lists the tools' courses and launches one in the browser", async () => {
    const { user, browser, launched } = renderLti('/lti/courses', () => ({
      status: 200,
      data: COURSES,
    }));
    const list = await screen.findByRole('list', { name: 'Corsi esterni' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Git dalle basi',
      'SQL per iniziare',
    ]);
    expect(items[0]).toHaveTextContent('Code Lab');
    expect(items[0]).toHaveTextContent('Commit, branch e merge.');
    expect(within(items[0]!).getByRole('link', { name: 'Git dalle basi' })).toHaveAttribute(
      'href',
      '/lti/courses/git-basics',
    );
    await user.click(screen.getByRole('button', { name: 'Apri SQL per iniziare' }));
    await waitFor(() => expect(browser.openExternal).toHaveBeenCalledWith(LOGIN_URL));
    expect(launched).toEqual(['sql-intro']);
    expect(await screen.findByText(/aperto in una nuova finestra del browser/)).toBeVisible();
  });

  it('says so when no tool offers a course', async () => {
    renderLti('/lti', () => ({ status: 200, data: [] }));
    expect(
      await screen.findByText('Nessuno strumento esterno offre corsi per ora.'),
    ).toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry that loads again', async () => {
    let fail = true;
    const { user } = renderLti('/lti/courses', () =>
      fail
        ? { status: 500, data: { message: 'Errore interno del server.', code: 'internal_error' } }
        : { status: 200, data: COURSES },
    );
    expect(await screen.findByText('Caricamento dei corsi…')).toBeInTheDocument();
    expect(await screen.findByText('Impossibile caricare i corsi esterni.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('list', { name: 'Corsi esterni' })).toBeInTheDocument();
  });

  it('tells a role LTI does not know that the area is for students and professors', async () => {
    renderLti('/lti', () => ({
      status: 403,
      data: { message: 'Non hai i permessi per questa operazione.', code: 'forbidden' },
    }));
    expect(
      await screen.findByText('Gli strumenti esterni sono riservati a studenti e docenti.'),
    ).toBeInTheDocument();
  });

  it('shows one course with its launch, and an unknown one with a way back', async () => {
    const { user, browser } = renderLti(
      '/lti/courses/git-basics',
      () => ({ status: 200, data: COURSES }),
      'professor',
    );
    expect(await screen.findByRole('heading', { name: 'Git dalle basi', level: 1 })).toBeVisible();
    expect(screen.getByText('Offerto da Code Lab')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apri Git dalle basi' }));
    await waitFor(() => expect(browser.openExternal).toHaveBeenCalledWith(LOGIN_URL));

    const other = renderLti('/lti/courses/gone', () => ({ status: 200, data: COURSES }));
    await user.click(
      await within(other.container).findByRole('link', { name: 'Torna ai corsi esterni' }),
    );
    await waitFor(() => expect(currentPath(other.router)).toBe('/lti/courses'));
  });
});
