import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import type { ProfileView } from '#common/api/privacy/privacy.ts';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { PublicProfile } from '#common/api/profile/index.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { ownProfileFixture } from '../../../testing/profile-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

function renderOwnProfile(views: FakeAnswer | (() => Promise<FakeAnswer>)) {
  const profile = ownProfileFixture();
  return renderApp({
    path: '/profile',
    role: 'student',
    claims: { user_id: profile.user_id },
    api: answerFrom([
      on(profileEndpoints.getProfile, { status: 200, data: profile }),
      on(profileEndpoints.getUserHobbies, { status: 200, data: { hobbies: [] } }),
      on(profileEndpoints.getUserSkills, {
        status: 200,
        data: { soft_skills: [], hard_skills: [] },
      }),
      on(privacyEndpoints.listProfileViews, typeof views === 'function' ? views : () => views),
    ]),
  });
}

const VIEWS: ProfileView[] = [
  {
    at: '2026-11-21T14:05:00Z',
    action: 'cv_download',
    viewer_role: 'sorintian',
    viewer_name: 'Marco Rossi',
    detail: null,
  },
  {
    at: '2026-11-20T08:30:00Z',
    action: 'report_download',
    viewer_role: 'professor',
    viewer_name: 'Paola Ferrari',
    detail: 'Report delle ore PCTO',
  },
  {
    at: '2026-11-19T10:00:00Z',
    action: 'cv_view',
    viewer_role: 'sorintian',
    viewer_name: 'Marco Rossi',
    detail: null,
  },
];

const section = () => screen.findByRole('region', { name: 'Chi ha visto il tuo profilo' });

describe('"Chi ha visto il tuo profilo"', () => {
  it('lists who looked, as what, at which time, newest first as the server answers', async () => {
    renderOwnProfile({ status: 200, data: VIEWS });
    const region = await section();
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Marco Rossi AziendaCV scaricato${formatDateTime('2026-11-21T14:05:00Z')}`,
      `Paola Ferrari ProfessoreReport delle ore PCTO${formatDateTime('2026-11-20T08:30:00Z')}`,
      `Marco Rossi AziendaCV aperto${formatDateTime('2026-11-19T10:00:00Z')}`,
    ]);
    // Swiss format: day.month.year and a 24-hour clock.
    expect(within(items[0]!).getByText(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2}$/)).toHaveAttribute(
      'datetime',
      '2026-11-21T14:05:00Z',
    );
  });

  it('says when nobody has looked yet', async () => {
    renderOwnProfile({ status: 200, data: [] });
    const region = await section();
    expect(
      await within(region).findByText('Nessuno ha ancora consultato i tuoi dati.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('listitem')).toBeNull();
  });

  it('shows that the list is loading, then a way to ask again when it fails', async () => {
    let fail: (answer: FakeAnswer) => void = () => undefined;
    renderOwnProfile(() => new Promise<FakeAnswer>((resolve) => (fail = resolve)));
    const region = await section();
    expect(
      within(region).getByRole('status', { name: 'Caricamento di chi ha visto il tuo profilo' }),
    ).toBeInTheDocument();
    fail({ status: 500, data: { message: 'Errore interno.', code: 'internal' } });
    expect(
      await within(region).findByText('Impossibile sapere chi ha visto il tuo profilo.'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it("is not on another student's profile", async () => {
    const other: PublicProfile = {
      ...ownProfileFixture(),
      view: 'public',
      user_id: '7',
      name: 'Sara Colombo',
    };
    const { apiCalls } = renderApp({
      path: '/profile/7',
      role: 'student',
      claims: { user_id: '41' },
      api: answerFrom([
        on(profileEndpoints.getProfile, ({ params }) =>
          params.userId === '7' ? { status: 200, data: other } : undefined,
        ),
        on(privacyEndpoints.listProfileViews, { status: 200, data: VIEWS }),
      ]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profilo di Sara Colombo' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chi ha visto il tuo profilo' })).toBeNull();
    expect(apiCalls).not.toContain('GET /tech-journey/my-data/views');
  });
});
