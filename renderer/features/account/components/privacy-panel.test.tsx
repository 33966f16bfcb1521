import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import type { PrivacySettingsRequest } from '#common/api/privacy/privacy.ts';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { answerFrom, on, type EndpointFake } from '../../../testing/fake-endpoints.ts';
import { ownProfileFixture } from '../../../testing/profile-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

function renderPrivacy(extra: EndpointFake[] = []) {
  const sent: PrivacySettingsRequest[] = [];
  let profile: OwnProfile = ownProfileFixture({ earnedTags: [] });
  const view = renderApp({
    path: '/settings',
    role: 'student',
    claims: { user_id: '41' },
    api: answerFrom([
      ...extra,
      on(profileEndpoints.getProfile, () => ({ status: 200, data: profile })),
      on(privacyEndpoints.getMyErasure, {
        status: 200,
        data: { state: 'none', requested_at: null },
      }),
      on(privacyEndpoints.updatePrivacy, ({ body }) => {
        const choices = body as PrivacySettingsRequest;
        sent.push(choices);
        profile = { ...profile, ...choices };
        return { status: 200, data: profile };
      }),
    ]),
  });
  return { ...view, sent };
}

const panel = () => screen.findByRole('region', { name: 'Privacy' });
const consentBox = (region: HTMLElement) =>
  within(region).getByRole('checkbox', { name: 'Accetto di essere contattato dalle aziende' });
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('the privacy panel', () => {
  it('starts from the most private choices, each option saying what it means', async () => {
    renderPrivacy();
    const region = await panel();
    const school = within(region).getByRole('radio', {
      name: 'Compagni di classe e i tuoi professori',
    });
    expect(school).toBeChecked();
    expect(school).toHaveAccessibleDescription(
      'Solo i compagni delle tue classi e i tuoi professori possono aprire il tuo profilo.',
    );
    expect(
      within(region).getByRole('radio', { name: 'Tutti gli studenti della piattaforma' }),
    ).not.toBeChecked();
    const ranking = within(region).getByRole('checkbox', {
      name: 'Mostra il mio nome nella classifica generale',
    });
    expect(ranking).not.toBeChecked();
    expect(ranking).toHaveAccessibleDescription(/contato come «Studente», senza nome né avatar/);
    expect(consentBox(region)).not.toBeChecked();
  });

  it('asks before consenting; cancelling, by button or Escape, leaves it off and sends nothing', async () => {
    const { user, sent } = renderPrivacy();
    const region = await panel();
    await user.click(consentBox(region));
    const dialog = await screen.findByRole('dialog', { name: 'Contatto dalle aziende' });
    expect(dialog).toHaveTextContent(/Chi lo vede: il personale delle aziende/);
    expect(dialog).toHaveTextContent(/hobby, le tue competenze, i badge, i punti e l'e-mail/);
    expect(dialog).toHaveTextContent(/scaricarlo in PDF/);
    expect(dialog).toHaveTextContent(/«Chi ha visto il tuo profilo»/);
    expect(dialog).toHaveTextContent(/Come ritirare il consenso: togli la spunta/);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await dialogGone();
    expect(consentBox(region)).not.toBeChecked();

    await user.click(consentBox(region));
    await screen.findByRole('dialog', { name: 'Contatto dalle aziende' });
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(consentBox(region)).not.toBeChecked();
    expect(sent).toEqual([]);
  });

  it('sends the three choices together, and withdraws the consent without asking', async () => {
    const { user, sent } = renderPrivacy();
    const region = await panel();
    await user.click(
      within(region).getByRole('radio', { name: 'Tutti gli studenti della piattaforma' }),
    );
    await user.click(
      within(region).getByRole('checkbox', {
        name: 'Mostra il mio nome nella classifica generale',
      }),
    );
    await user.click(consentBox(region));
    const dialog = await screen.findByRole('dialog', { name: 'Contatto dalle aziende' });
    await user.click(within(dialog).getByRole('button', { name: 'Acconsento' }));
    await dialogGone();
    expect(consentBox(region)).toBeChecked();
    expect(sent).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Salva le scelte' }));
    expect(await screen.findByText('Scelte sulla privacy salvate.')).toBeInTheDocument();
    expect(sent).toEqual([
      { profile_audience: 'platform', ranking_by_name: true, can_contact: true },
    ]);

    await user.click(consentBox(region));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(consentBox(region)).not.toBeChecked();
    await user.click(within(region).getByRole('button', { name: 'Salva le scelte' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      profile_audience: 'platform',
      ranking_by_name: true,
      can_contact: false,
    });
  });

  it("shows the server's refusal under the form", async () => {
    const { user } = renderPrivacy([
      on(privacyEndpoints.updatePrivacy, {
        status: 422,
        data: {
          message: 'Scegli chi può vedere il tuo profilo.',
          code: 'validation_failed',
        },
      }),
    ]);
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Salva le scelte' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Scegli chi può vedere il tuo profilo.',
    );
  });
});
