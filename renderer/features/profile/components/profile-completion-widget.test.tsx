import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import type { Role } from '#common/auth/roles.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ownProfileFixture } from '../../../testing/profile-fixtures.ts';

function renderWith(profile: OwnProfile, path = '/levels', role: Role = 'student') {
  return renderApp({
    path,
    role,
    claims: { user_id: profile.user_id },
    api: answerFrom([on(profileEndpoints.getProfile, { status: 200, data: profile })]),
  });
}

describe('the profile-completion widget', () => {
  it('starts collapsed, expands on click, collapses with the X, and rounds down', async () => {
    const { user } = renderWith(ownProfileFixture({ done: ['avatar', 'bio', 'hobby', 'skill'] }));
    const collapsed = await screen.findByRole('button', { name: /Completa il profilo/ });
    // 4 of 7 = 57.14 %.
    expect(collapsed).toHaveTextContent('57%');
    expect(collapsed).toHaveAttribute('aria-expanded', 'false');
    await user.click(collapsed);
    const panel = screen.getByRole('region', { name: 'Completa il profilo' });
    expect(panel).toHaveClass('completion-widget--tall');
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '57');
    expect(within(panel).getByText('Profilo completo al 57%')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    expect(within(panel).getByRole('link', { name: 'Vai alle impostazioni' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await user.click(within(panel).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('region', { name: 'Completa il profilo' })).toBeNull();
    expect(screen.getByRole('button', { name: /Completa il profilo/ })).toBeInTheDocument();
  });

  it('moves focus into the panel on opening and back to the toggle on Escape, in the page flow', async () => {
    const { user } = renderWith(ownProfileFixture({ done: ['avatar'] }));
    const toggle = await screen.findByRole('button', { name: /Completa il profilo/ });
    // It is part of <main>, after the breadcrumb: no floating layer over the page's controls.
    expect(screen.getByRole('main')).toContainElement(toggle);
    expect(toggle).not.toHaveFocus();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Completa il profilo' })).toBeNull();
    expect(screen.getByRole('button', { name: /Completa il profilo/ })).toHaveFocus();
  });

  it('is shorter with six items (no hashtag earned yet)', async () => {
    const { user } = renderWith(ownProfileFixture({ done: ['avatar'], earnedTags: [] }));
    await user.click(await screen.findByRole('button', { name: /Completa il profilo/ }));
    const panel = screen.getByRole('region', { name: 'Completa il profilo' });
    expect(panel).toHaveClass('completion-widget--short');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
  });

  it('leads to the awards when only the favourite hashtag is missing', async () => {
    const all = ['avatar', 'bio', 'motto', 'hobby', 'skill', 'contacts'] as const;
    const { user } = renderWith(ownProfileFixture({ done: all }));
    await user.click(await screen.findByRole('button', { name: /Completa il profilo/ }));
    expect(screen.getByRole('link', { name: 'Vai ai riconoscimenti' })).toHaveAttribute(
      'href',
      '/profile?section=awards',
    );
  });

  it('is gone once the profile is complete', async () => {
    const { apiCalls } = renderWith(
      ownProfileFixture({
        done: ['avatar', 'bio', 'motto', 'hobby', 'skill', 'contacts', 'favourite_tag'],
      }),
    );
    await screen.findByRole('heading', { name: 'Livelli' });
    await waitForProfileCall(apiCalls);
    expect(screen.queryByRole('button', { name: /Completa il profilo/ })).toBeNull();
  });

  it.each(['professor', 'visitor'] as const)('is never shown to a %s', async (role) => {
    const { apiCalls } = renderWith(ownProfileFixture({ done: [] }), '/levels', role);
    await screen.findByRole('heading', { name: 'Livelli' });
    await waitForProfileCall(apiCalls);
    expect(screen.queryByRole('button', { name: /Completa il profilo/ })).toBeNull();
  });
});

/** Waits until the header has asked for the own profile, so an absent widget means "hidden". */
async function waitForProfileCall(apiCalls: string[]) {
  await waitFor(() =>
    expect(apiCalls.some((call) => call.includes('/tech-journey/profile/'))).toBe(true),
  );
}
