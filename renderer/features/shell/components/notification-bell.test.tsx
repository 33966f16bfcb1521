import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountEndpoints } from '#common/api/account/endpoints.ts';
import type { AdminMessages } from '#common/api/account/index.ts';
import { notificationEndpoints } from '#common/api/notifications/endpoints.ts';
import type { SystemNotification } from '#common/api/notifications/notifications.ts';
import { answerFrom, on, type EndpointFake } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const ADMIN_MESSAGES: AdminMessages = {
  error: [{ id: '1', message: 'Piattaforma in manutenzione sabato.' }],
  warning: [],
  info: [{ id: '2', message: 'Nuovi corsi live.', link: 'https://esempio.it/live' }],
};

const notification = (id: string, text: string, extra: Partial<SystemNotification> = {}) => ({
  id,
  text,
  link: null,
  created_at: '2026-11-23T08:05:00.000Z',
  read: false,
  ...extra,
});

/** The fakes of the bell's three calls over a mutable server-side list. */
function bellServer(initial: SystemNotification[], admin: AdminMessages = ADMIN_MESSAGES) {
  const state = { list: [...initial], marked: 0, deleted: [] as string[] };
  const fakes: EndpointFake[] = [
    on(notificationEndpoints.listNotifications, () => ({ status: 200, data: state.list })),
    on(notificationEndpoints.markNotificationsRead, () => {
      state.marked += 1;
      state.list = state.list.map((item) => ({ ...item, read: true }));
      return { status: 204, data: '' };
    }),
    on(notificationEndpoints.deleteNotifications, ({ body }) => {
      const ids = (body as { ids: string[] }).ids;
      state.deleted.push(...ids);
      state.list = state.list.filter((item) => !ids.includes(item.id));
      return { status: 204, data: '' };
    }),
    on(accountEndpoints.getAdminMessages, { status: 200, data: admin }),
  ];
  return { state, fakes };
}

describe('the notification bell', () => {
  beforeEach(() => window.localStorage.clear());

  it('counts both kinds unread, and opening marks both read', async () => {
    const { state, fakes } = bellServer([
      notification('10', 'Hai superato il quiz «HTML» con il 100%.', { link: '/profile' }),
      notification('9', 'Ora fai parte della classe «4B».', { read: true }),
      notification('8', 'Nuovo titolo: ora sei Explorer!'),
    ]);
    const { user } = renderApp({ path: '/levels', role: 'student', api: answerFrom(fakes) });
    const bell = await screen.findByRole('button', { name: 'Notifiche: 4 nuove' });
    await user.click(bell);

    const panel = screen.getByRole('region', { name: 'Le tue notifiche' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Piattaforma in manutenzione sabato.'),
      expect.stringContaining('Nuovi corsi live.'),
      expect.stringContaining('Hai superato il quiz «HTML» con il 100%.'),
      expect.stringContaining('Ora fai parte della classe «4B».'),
      expect.stringContaining('Nuovo titolo: ora sei Explorer!'),
    ]);
    // What was new when it opened stays marked as new while it is open.
    expect(items.map((item) => item.classList.contains('notification-item--new'))).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
    expect(within(items[2]!).getByText(/^23\.11\.2026 \d\d:05$/)).toBeInTheDocument();
    await waitFor(() => expect(state.marked).toBe(1));
    expect(bell).toHaveAccessibleName('Notifiche: nessuna nuova');
    expect(JSON.parse(window.localStorage.getItem('tj.admin-messages-read.student-1')!)).toEqual([
      '1',
      '2',
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Le tue notifiche' })).toBeNull();
    expect(bell).toHaveFocus();
    // Opening again asks the server nothing more: all is read.
    await user.click(bell);
    expect(state.marked).toBe(1);
  });

  it('deletes a system notification, and has no delete for admin messages', async () => {
    const { state, fakes } = bellServer([
      notification('5', 'Il tuo professore ha aperto il test «Git».'),
      notification('4', 'Matteo Romano ha risposto alla tua domanda.'),
    ]);
    const { user } = renderApp({ path: '/levels', role: 'student', api: answerFrom(fakes) });
    await user.click(await screen.findByRole('button', { name: /^Notifiche/ }));
    const panel = screen.getByRole('region', { name: 'Le tue notifiche' });
    expect(within(panel).getAllByRole('button', { name: /^Elimina la notifica/ })).toHaveLength(2);
    await user.click(
      within(panel).getByRole('button', {
        name: 'Elimina la notifica: Il tuo professore ha aperto il test «Git».',
      }),
    );
    await waitFor(() =>
      expect(within(panel).queryByText('Il tuo professore ha aperto il test «Git».')).toBeNull(),
    );
    expect(state.deleted).toEqual(['5']);
    expect(within(panel).getByText('Matteo Romano ha risposto alla tua domanda.')).toBeVisible();
  });

  it('follows app links through the router and opens other addresses outside the app', async () => {
    const { fakes } = bellServer([
      notification('3', 'Hai ottenuto il certificato «Git e GitHub».', {
        link: '/profile?section=certificates',
      }),
    ]);
    const { user, router, browser } = renderApp({
      path: '/levels',
      role: 'student',
      api: answerFrom(fakes),
    });
    const bell = await screen.findByRole('button', { name: /^Notifiche/ });
    await user.click(bell);
    await user.click(screen.getByRole('link', { name: 'Apri il link' }));
    expect(browser.openExternal).toHaveBeenCalledWith('https://esempio.it/live');
    expect(screen.queryByRole('region', { name: 'Le tue notifiche' })).toBeNull();

    await user.click(bell);
    await user.click(screen.getByRole('link', { name: 'Vai' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?section=certificates');
  });

  it('scrolls past five items', async () => {
    const many = Array.from({ length: 6 }, (_, i) => notification(String(20 + i), `Avviso ${i}`));
    const { fakes } = bellServer(many, { error: [], warning: [], info: [] });
    const { user } = renderApp({ path: '/levels', role: 'student', api: answerFrom(fakes) });
    await user.click(await screen.findByRole('button', { name: 'Notifiche: 6 nuove' }));
    expect(
      within(screen.getByRole('region', { name: 'Le tue notifiche' })).getByRole('list'),
    ).toHaveClass('notification-panel__list--scroll');
  });

  it('shows empty lists, silently, when loading fails', async () => {
    const FAILURE = { message: 'Il server non risponde.', code: 'internal' };
    const { user } = renderApp({
      path: '/levels',
      role: 'student',
      api: answerFrom([
        on(notificationEndpoints.listNotifications, { status: 500, data: FAILURE }),
        on(accountEndpoints.getAdminMessages, { status: 500, data: FAILURE }),
      ]),
    });
    const bell = await screen.findByRole('button', { name: 'Notifiche: nessuna nuova' });
    await user.click(bell);
    await waitFor(() => expect(screen.getByText('Nessuna notifica.')).toBeVisible());
    const toasts = screen.queryAllByRole('alert').map((toast) => toast.textContent);
    expect(toasts.filter((text) => text?.includes(FAILURE.message))).toEqual([]);
  });

  it.each(['visitor', 'sorintian', 'professor'] as const)(
    'is not shown, nor asked, for a %s',
    async (role) => {
      const { apiCalls } = renderApp({ path: '/levels', role });
      await screen.findByRole('heading', { name: 'Livelli' });
      expect(screen.queryByRole('button', { name: /^Notifiche/ })).toBeNull();
      expect(apiCalls.some((call) => call.includes('notifications'))).toBe(false);
    },
  );
});
