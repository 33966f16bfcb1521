import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '#common/api/account/endpoints.ts';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { ownProfileFixture } from '../../../testing/profile-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const profile = (overrides: Partial<OwnProfile> = {}): OwnProfile =>
  ownProfileFixture({ earnedTags: [], overrides: { school_year: 5, ...overrides } });

const MESSAGES = {
  error: [{ id: '1', message: 'Manutenzione sabato.' }],
  warning: [],
  info: [{ id: '2', message: 'Nuovi corsi.', link: 'https://esempio.it/corsi' }],
};

describe('settings: school year and messages', () => {
  it('graduates a fifth-year student after confirmation', async () => {
    let current = profile();
    const advances: unknown[] = [];
    const { user } = renderApp({
      path: '/settings',
      role: 'student',
      claims: { user_id: '41' },
      api: answerFrom([
        on(profileEndpoints.getProfile, () => ({ status: 200, data: current })),
        on(accountEndpoints.getAdminMessages, { status: 200, data: MESSAGES }),
        on(accountEndpoints.advanceSchoolYear, ({ body }) => {
          advances.push(body);
          current = { ...current, school_year: null, graduated: true };
          return { status: 200, data: current };
        }),
      ]),
    });
    const panel = await screen.findByRole('region', { name: 'Anno scolastico' });
    expect(within(panel).getByText('5º anno')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Segna come diplomato' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aggiorna' }),
    );
    expect(await within(panel).findByText('Già diplomato')).toBeInTheDocument();
    expect(advances).toEqual([{ school_year: 5 }]);

    const messages = screen.getByRole('region', { name: 'Messaggi' });
    expect(within(messages).getByText('Manutenzione sabato.')).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'Apri il link' })).toHaveAttribute(
      'href',
      'https://esempio.it/corsi',
    );
    expect(screen.queryByRole('region', { name: /Pubblica un messaggio/ })).toBeNull();
  });

  it('lets an admin publish and withdraw a message', async () => {
    const published: unknown[] = [];
    const withdrawn: string[] = [];
    const managed = [
      {
        id: '1',
        kind: 'error' as const,
        message: 'Manutenzione sabato.',
        link: null,
        created_at: '2026-11-20T08:00:00Z',
        ends_at: null,
        withdrawn_at: null,
        author: 'Roberto Gallo',
      },
    ];
    const { user } = renderApp({
      path: '/settings',
      role: 'professor',
      claims: { user_id: '5', admin: true },
      api: answerFrom([
        on(profileEndpoints.getProfile, {
          status: 200,
          data: profile({ user_id: '5', role: 'professor', school_year: null }),
        }),
        on(accountEndpoints.getAdminMessages, { status: 200, data: MESSAGES }),
        on(accountEndpoints.listManagedAdminMessages, { status: 200, data: managed }),
        on(accountEndpoints.publishAdminMessage, ({ body }) => {
          published.push(body);
          return { status: 201, data: { ...managed[0], id: '3' } };
        }),
        on(accountEndpoints.withdrawAdminMessage, ({ params }) => {
          withdrawn.push(params.id!);
          return { status: 204 };
        }),
      ]),
    });
    const manager = await screen.findByRole('region', {
      name: 'Pubblica un messaggio (amministrazione)',
    });
    await user.type(within(manager).getByLabelText('Testo'), 'Nuovo corso live a dicembre.');
    await user.type(within(manager).getByLabelText('Link (facoltativo)'), 'https://esempio.it');
    await user.click(within(manager).getByRole('button', { name: 'Pubblica' }));
    await waitFor(() => expect(published).toHaveLength(1));
    expect(published[0]).toMatchObject({
      kind: 'info',
      message: 'Nuovo corso live a dicembre.',
      link: 'https://esempio.it',
      ends_at: null,
    });
    await user.click(
      await within(manager).findByRole('button', {
        name: 'Ritira il messaggio: Manutenzione sabato.',
      }),
    );
    await waitFor(() => expect(withdrawn).toEqual(['1']));
  });
});
