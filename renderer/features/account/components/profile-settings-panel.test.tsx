import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import type { PrivacySettingsRequest } from '#common/api/privacy/privacy.ts';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { ownProfileFixture } from '../../../testing/profile-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PROFILE: OwnProfile = ownProfileFixture({ earnedTags: [] });

function renderSettings() {
  const calls: Array<[string, unknown]> = [];
  let profile: OwnProfile = PROFILE;
  const view = renderApp({
    path: '/settings',
    role: 'student',
    claims: { user_id: '41' },
    api: answerFrom([
      on(profileEndpoints.getProfile, () => ({ status: 200, data: profile })),
      on(profileEndpoints.updateStudentSettings, ({ body }) => {
        calls.push(['settings', body]);
        const b = body as { sec_email: string; can_contact: boolean; newsletter: boolean };
        profile = {
          ...profile,
          sec_email: b.sec_email || null,
          can_contact: b.can_contact,
          newsletter: b.newsletter,
        };
        return { status: 200, data: profile };
      }),
      on(privacyEndpoints.updatePrivacy, ({ body }) => {
        calls.push(['privacy', body]);
        profile = { ...profile, ...(body as PrivacySettingsRequest) };
        return { status: 200, data: profile };
      }),
      on(profileEndpoints.updateGithubLink, ({ body }) => {
        calls.push(['github', body]);
        profile = { ...profile, github_link: 'https://github.com/giulia' };
        return { status: 200, data: profile };
      }),
    ]),
  });
  return { ...view, calls };
}

describe('profile settings', () => {
  it('checks the GitHub link and the e-mail before sending anything', async () => {
    const { user, calls } = renderSettings();
    await user.type(await screen.findByLabelText('E-mail secondaria'), 'non-una-email');
    await user.type(screen.getByLabelText('Link al profilo GitHub'), 'https://github.com/');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(screen.getByLabelText('E-mail secondaria')).toHaveAccessibleDescription(
      "L'e-mail secondaria non è valida.",
    );
    expect(screen.getByLabelText('Link al profilo GitHub')).toHaveAccessibleDescription(
      /Inserisci il link al tuo profilo GitHub/,
    );
    expect(calls).toEqual([]);
  });

  it('saves the e-mail and the GitHub link with the student calls, the consent as it is', async () => {
    const { user, calls } = renderSettings();
    const panel = await screen.findByRole('region', { name: 'Dati del profilo' });
    // The consent moved to the privacy panel (issue 25): this form only carries it along.
    expect(within(panel).queryByRole('checkbox', { name: /contattato dalle aziende/ })).toBeNull();
    await user.type(within(panel).getByLabelText('E-mail secondaria'), 'giulia@esempio.it');
    await user.type(
      within(panel).getByLabelText('Link al profilo GitHub'),
      'https://github.com/giulia',
    );
    await user.click(within(panel).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      ['settings', { sec_email: 'giulia@esempio.it', can_contact: false, newsletter: false }],
      ['github', { github_link: 'https://github.com/giulia' }],
    ]);
    expect(await screen.findByText('Dati del profilo salvati.')).toBeInTheDocument();
  });

  it('keeps a consent given in the privacy panel when the profile data are saved after it', async () => {
    const { user, calls } = renderSettings();
    const privacy = await screen.findByRole('region', { name: 'Privacy' });
    await user.click(
      within(privacy).getByRole('checkbox', { name: 'Accetto di essere contattato dalle aziende' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Acconsento' }),
    );
    await user.click(within(privacy).getByRole('button', { name: 'Salva le scelte' }));
    await waitFor(() => expect(calls).toHaveLength(1));

    const panel = screen.getByRole('region', { name: 'Dati del profilo' });
    await user.type(within(panel).getByLabelText('E-mail secondaria'), 'giulia@esempio.it');
    await user.click(within(panel).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      ['privacy', { profile_audience: 'school', ranking_by_name: false, can_contact: true }],
      ['settings', { sec_email: 'giulia@esempio.it', can_contact: true, newsletter: false }],
    ]);
  });
});
