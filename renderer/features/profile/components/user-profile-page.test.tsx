import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { PublicProfile } from '#common/api/profile/index.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SARA: PublicProfile = {
  view: 'public',
  user_id: '7',
  name: 'Sara Colombo',
  role: 'student',
  avatar_path: null,
  bio: 'Mi piace il web.',
  i_am: 'Un commit alla volta.',
  github_link: 'https://github.com/saracolombo',
  points: 600,
  title: 'explorer',
  next_title: 'expert',
  points_to_next_title: 1150,
  badges: [
    {
      id: `${'a'.repeat(24)}-1`,
      name: 'Il terminale',
      entity_title: 'Il terminale',
      earned_at: '2026-11-07T09:00:00Z',
    },
  ],
  top_tags: ['git'],
};

function renderPublic(role: 'student' | 'professor', stats: FakeAnswer) {
  return renderApp({
    path: '/profile/7',
    role,
    api: answerFrom([
      on(profileEndpoints.getProfile, ({ params }) =>
        params.userId === '7'
          ? { status: 200, data: SARA }
          : { status: 404, data: { message: 'Risorsa non trovata.', code: 'not_found' } },
      ),
      on(profileEndpoints.getProfileStats, stats),
    ]),
  });
}

const STATS = {
  status: 200,
  data: {
    completed_pcto_hours: 2,
    completed_pcto_minutes: 120,
    total_percentage: 17.5,
    mandatory_percentage: 20,
  },
};
const NOT_FOUND = { status: 404, data: { message: 'Risorsa non trovata.', code: 'not_found' } };

describe("another student's profile", () => {
  it('shows the public part, read-only', async () => {
    renderPublic('student', STATS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profilo di Sara Colombo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mi piace il web.')).toBeInTheDocument();
    expect(screen.getByText('#git')).toBeInTheDocument();
    expect(screen.getByText('Il terminale')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifica|Cambia avatar/ })).toBeNull();
    expect(screen.queryByText('Il suo percorso')).toBeNull();
  });

  it("shows a professor their own student's stats", async () => {
    renderPublic('professor', STATS);
    expect(await screen.findByRole('heading', { name: 'Il suo percorso' })).toBeInTheDocument();
    expect(await screen.findByText('2 ore PCTO')).toBeInTheDocument();
  });

  it('hides the stats quietly when the student is not theirs', async () => {
    const { apiCalls } = renderPublic('professor', NOT_FOUND);
    await screen.findByRole('heading', { level: 1, name: 'Profilo di Sara Colombo' });
    await waitFor(() => expect(apiCalls).toContain('GET /tech-journey/get-tj-user-stats/7'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Il suo percorso' })).toBeNull(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
