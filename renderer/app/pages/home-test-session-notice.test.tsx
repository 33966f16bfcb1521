import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type { StudentTestSession } from '#common/api/classrooms/index.ts';
import type { Role } from '#common/auth/roles.ts';
import { formatTime } from '#common/format/swiss-italian.ts';
import { answerFrom, on } from '../../testing/fake-endpoints.ts';
import { renderApp } from '../../testing/render-app.tsx';

// What the student's call is recorded as.
const MY_SESSIONS = classroomEndpoints.listMyTestSessions.path;

const session: StudentTestSession = {
  session_id: '9',
  quiz_id: '41',
  module_id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  title: 'Test finale',
  entity_title: 'HTML e CSS',
  closes_at: '2026-09-01T09:30:00.000Z',
};

function renderHome(role: Role, sessions: StudentTestSession[] | 'error') {
  return renderApp({
    path: '/',
    role,
    api: answerFrom([
      on(classroomEndpoints.listMyTestSessions, () =>
        sessions === 'error'
          ? { status: 500, data: { message: 'Errore' } }
          : { status: 200, data: sessions },
      ),
    ]),
  });
}

describe('the home page notice of an open test session', () => {
  it('tells the student which test the professor opened, until when, with a link to it', async () => {
    renderHome('student', [session]);
    expect(
      await screen.findByText(
        `Il tuo docente ha aperto il test «Test finale» fino alle ${formatTime(session.closes_at)}.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al test' })).toHaveAttribute(
      'href',
      '/module-detail/aaaaaaaaaaaaaaaaaaaaaaaa/quiz/41',
    );
  });

  it('shows nothing without an open session or when the list cannot be loaded', async () => {
    const { apiCalls } = renderHome('student', 'error');
    await waitFor(() => expect(apiCalls).toContain(`GET ${MY_SESSIONS}`));
    expect(screen.queryByRole('region', { name: 'Test aperti dal docente' })).toBeNull();
  });

  it('never asks for a professor', async () => {
    const { apiCalls } = renderHome('professor', [session]);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(apiCalls).not.toContain(`GET ${MY_SESSIONS}`);
    expect(screen.queryByText(/Il tuo docente ha aperto/)).toBeNull();
  });
});
