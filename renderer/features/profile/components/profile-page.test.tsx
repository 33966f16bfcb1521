import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { PROFILE_LIMITS } from '#common/profile/limits.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ownProfileFixture } from '../../../testing/profile-fixtures.ts';

function renderProfile(path = '/profile', overrides: Parameters<typeof answerFrom>[0] = []) {
  let profile: OwnProfile = ownProfileFixture({ done: ['avatar'] });
  const bodies: unknown[] = [];
  const view = renderApp({
    path,
    role: 'student',
    claims: { user_id: profile.user_id },
    api: answerFrom([
      ...overrides,
      on(profileEndpoints.getProfile, () => ({ status: 200, data: profile })),
      on(profileEndpoints.getUserHobbies, { status: 200, data: { hobbies: [] } }),
      on(profileEndpoints.getUserSkills, {
        status: 200,
        data: { soft_skills: [], hard_skills: [] },
      }),
      on(profileEndpoints.getProfileStats, {
        status: 200,
        data: {
          completed_pcto_hours: 2,
          completed_pcto_minutes: 120,
          total_percentage: 17.5,
          mandatory_percentage: 20,
        },
      }),
      on(profileEndpoints.getMyCertificates, {
        status: 200,
        data: [
          {
            kind: 'journey',
            id: 'a'.repeat(24),
            title: 'HTML e CSS',
            pcto_minutes: 120,
            obtained_at: '2026-11-02T10:00:00Z',
          },
        ],
      }),
      on(profileEndpoints.updateBio, ({ body }) => {
        bodies.push(body);
        profile = { ...profile, bio: (body as { bio: string }).bio };
        return { status: 200, data: profile };
      }),
    ]),
  });
  return { ...view, bodies };
}

describe('the profile page', () => {
  it('edits the bio in place, with the limit counted as the user types', async () => {
    const { user, bodies } = renderProfile();
    const about = await screen.findByRole('region', { name: 'Chi sei' });
    await user.click(within(about).getByRole('button', { name: 'Modifica bio' }));
    const field = within(about).getByLabelText('Bio');
    await user.type(field, 'Mi piace il web.');
    expect(within(about).getByText(`16/${PROFILE_LIMITS.bioMaxLength}`)).toBeInTheDocument();
    await user.click(within(about).getByRole('button', { name: 'Salva' }));
    expect(await within(about).findByText('Mi piace il web.')).toBeInTheDocument();
    expect(bodies).toEqual([{ bio: 'Mi piace il web.' }]);
  });

  it('keeps the text and shows the server refusal under the field', async () => {
    const { user } = renderProfile('/profile', [
      on(profileEndpoints.updateBio, {
        status: 422,
        data: {
          message: 'Dati non validi.',
          code: 'validation_failed',
          details: { bio: 'La bio può avere al massimo 500 caratteri.' },
        },
      }),
    ]);
    const about = await screen.findByRole('region', { name: 'Chi sei' });
    await user.click(within(about).getByRole('button', { name: 'Modifica bio' }));
    await user.type(within(about).getByLabelText('Bio'), 'Testo');
    await user.click(within(about).getByRole('button', { name: 'Salva' }));
    const field = within(about).getByLabelText('Bio');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(about).getByRole('alert')).toHaveTextContent(
      'La bio può avere al massimo 500 caratteri.',
    );
    expect(field).toHaveValue('Testo');
  });

  it('refuses an over-long bio before sending it', async () => {
    const { user, bodies } = renderProfile();
    const about = await screen.findByRole('region', { name: 'Chi sei' });
    await user.click(within(about).getByRole('button', { name: 'Modifica bio' }));
    const field = within(about).getByLabelText('Bio');
    await user.click(field);
    await user.paste('x'.repeat(PROFILE_LIMITS.bioMaxLength + 1));
    await user.click(within(about).getByRole('button', { name: 'Salva' }));
    expect(within(about).getByRole('alert')).toHaveTextContent(
      `Al massimo ${PROFILE_LIMITS.bioMaxLength} caratteri.`,
    );
    expect(bodies).toEqual([]);
  });

  it('opens "I miei certificati" from the section query, with a download button per certificate', async () => {
    renderProfile('/profile?section=certificates');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'I miei certificati' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('HTML e CSS')).toBeInTheDocument();
    expect(screen.getByText(/2 ore PCTO · ottenuto il 02\.11\.2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Scarica PDF HTML e CSS/ })).toBeEnabled();
  });

  it('shows the ranking around the student, with titles, and finds others by name', async () => {
    const row = (
      position: number,
      name: string,
      points: number,
      id: string | null = String(100 + position),
    ) => ({
      user_id: id,
      name,
      avatar_id: null,
      points,
      title: points >= 583 ? ('explorer' as const) : ('noob' as const),
      position,
    });
    const { user } = renderProfile('/profile?section=leaderboard', [
      on(profileEndpoints.getStudentsRanking, ({ query }) => ({
        status: 200,
        data: {
          filter_by: query.filter_by,
          total: 20,
          top_students: [
            row(1, 'Beatrice Villa', 1080),
            row(2, 'Chiara Ferri', 900),
            row(3, 'Sara Colombo', 600),
          ],
          // A student who chose not to appear by name (issue 25): counted, not named.
          previous_students: [row(8, 'Luca Verdi', 40), row(9, 'Studente', 30, null)],
          current_student: row(10, 'Giulia Bianchi', 20, '41'),
          next_students: [row(11, 'Marco Blu', 10)],
          bottom_students: [
            row(18, 'Ivo Gialli', 0),
            row(19, 'Ugo Rossi', 0),
            row(20, 'Zoe Bianchi', 0),
          ],
        },
      })),
      on(profileEndpoints.searchStudentsRanking, ({ query }) => ({
        status: 200,
        data: {
          items: String(query.name) === 'chiara' ? [row(2, 'Chiara Ferri', 900)] : [],
          total: 1,
        },
      })),
    ]);
    expect(await screen.findByText('Sei 10º su 20 con 20 punti.')).toBeInTheDocument();
    const around = screen.getByRole('list', { name: 'Intorno a te' });
    expect(
      within(around)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Luca Verdi'),
      expect.stringContaining('Studente'),
      expect.stringContaining('Giulia Bianchi (tu)'),
      expect.stringContaining('Marco Blu'),
    ]);
    expect(within(around).getByRole('link', { name: 'Luca Verdi' })).toBeInTheDocument();
    expect(within(around).queryByRole('link', { name: 'Studente' })).toBeNull();
    const top = screen.getByRole('list', { name: 'I primi' });
    expect(within(top).getAllByText('Explorer')).toHaveLength(3);
    expect(within(top).getByRole('link', { name: 'Beatrice Villa' })).toHaveAttribute(
      'href',
      '/profile/101',
    );
    await user.type(screen.getByLabelText('Nome dello studente'), 'chiara');
    const results = await screen.findByRole('list', { name: 'Risultati della ricerca' });
    expect(within(results).getByText('Chiara Ferri')).toBeInTheDocument();
  });
});
