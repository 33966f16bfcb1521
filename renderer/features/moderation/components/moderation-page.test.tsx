import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderationEndpoints } from '#common/api/moderation/endpoints.ts';
import type { ReportedPost } from '#common/api/moderation/moderation.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const post = (overrides: Partial<ReportedPost>): ReportedPost => ({
  kind: 'question',
  id: '7',
  text: 'Testo offensivo',
  created_at: '2026-11-20T09:00:00.000Z',
  author: { user_id: '12', name: 'Sara Colombo' },
  question_text: null,
  resource: {
    id: '3',
    title: 'Navigare tra le cartelle',
    link: '/module-detail/aaaaaaaaaaaaaaaaaaaaaaaa/episode-detail/3',
  },
  reports: 2,
  last_reported_at: '2026-11-22T10:00:00.000Z',
  hidden_at: null,
  ...overrides,
});

describe('the moderation page', () => {
  it('lists what to judge, hides a post and moves it to the hidden ones', async () => {
    const calls: Array<{ params: Record<string, string>; body: unknown }> = [];
    const list = [
      post({}),
      post({
        kind: 'reply',
        id: '9',
        text: 'Risposta fuori luogo',
        question_text: 'Come si fa?',
        reports: 1,
      }),
      post({ id: '5', text: 'Già nascosta', hidden_at: '2026-11-21T08:00:00.000Z' }),
    ];
    const { user } = renderApp({
      path: '/admin/moderation',
      role: 'professor',
      claims: { admin: true },
      api: answerFrom([
        on(moderationEndpoints.listReportedPosts, { status: 200, data: list }),
        on(moderationEndpoints.moderatePost, ({ params, body }) => {
          calls.push({ params, body });
          const target = list.find((item) => item.kind === params.kind && item.id === params.id)!;
          return {
            status: 200,
            data: {
              ...target,
              hidden_at: (body as { hidden: boolean }).hidden ? '2026-11-23T09:00:00.000Z' : null,
            },
          };
        }),
      ]),
    });
    const open = await screen.findByRole('list', { name: 'Da valutare' });
    const items = within(open).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Segnalata da 2 utenti');
    expect(items[1]).toHaveTextContent('In risposta a: «Come si fa?»');
    expect(
      within(items[0]!).getByRole('link', { name: '«Navigare tra le cartelle»' }),
    ).toHaveAttribute('href', '/module-detail/aaaaaaaaaaaaaaaaaaaaaaaa/episode-detail/3');
    expect(screen.getByRole('button', { name: 'Nascoste (1)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Nascondi: Testo offensivo' }));
    expect(await screen.findByText('Contenuto nascosto: l’autore è stato avvisato.')).toBeVisible();
    expect(calls).toEqual([{ params: { kind: 'question', id: '7' }, body: { hidden: true } }]);
    await waitFor(() => expect(within(open).getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Nascoste (2)' }));
    const hidden = screen.getByRole('list', { name: 'Nascoste' });
    expect(within(hidden).getAllByRole('button', { name: /^Ripristina/ })).toHaveLength(2);
  });

  it('says when there is nothing to judge', async () => {
    renderApp({
      path: '/admin/moderation',
      role: 'professor',
      claims: { admin: true },
      api: answerFrom([on(moderationEndpoints.listReportedPosts, { status: 200, data: [] })]),
    });
    expect(await screen.findByText('Nessuna segnalazione da valutare.')).toBeVisible();
  });

  it('is not there, and asks nothing, without the admin flag', async () => {
    const { apiCalls } = renderApp({ path: '/admin/moderation', role: 'professor' });
    expect(await screen.findByRole('heading', { name: /non trovata|non esiste/i })).toBeVisible();
    expect(apiCalls.some((call) => call.includes('moderation'))).toBe(false);
  });
});
