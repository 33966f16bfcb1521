import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountEndpoints } from '#common/api/account/endpoints.ts';
import { assignmentEndpoints } from '#common/api/assignments/endpoints.ts';
import type { StudentAssignment } from '#common/api/assignments/index.ts';
import { notificationEndpoints } from '#common/api/notifications/endpoints.ts';
import type { SystemNotification } from '#common/api/notifications/notifications.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

// The phone's header (compact mode): the bell gives way (spec 01), so the hamburger carries its
// unread count and the mobile menu its notifications and «Compiti». jsdom applies no media
// queries: the bell is in the document too, which lets these tests check that both share state.

const notification = (id: string, text: string, extra: Partial<SystemNotification> = {}) => ({
  id,
  text,
  link: null,
  created_at: '2026-11-23T08:05:00.000Z',
  read: false,
  ...extra,
});

const assignment: StudentAssignment = {
  id: '1',
  kind: 'module',
  title: 'Il terminale',
  context: 'Le basi',
  link: '/levels',
  due_at: '2030-12-01T17:00:00.000Z',
  note: '',
  classroom: '4B Informatica',
  done: false,
  completed_at: null,
  late: false,
  overdue: false,
};

function phoneServer() {
  const state = {
    list: [
      notification('10', 'Hai superato il quiz «HTML» con il 100%.', { link: '/profile' }),
      notification('9', 'Ora fai parte della classe «4B».'),
    ] as SystemNotification[],
    marked: 0,
  };
  const api = answerFrom([
    on(notificationEndpoints.listNotifications, () => ({ status: 200, data: state.list })),
    on(notificationEndpoints.markNotificationsRead, () => {
      state.marked += 1;
      state.list = state.list.map((item) => ({ ...item, read: true }));
      return { status: 204, data: '' };
    }),
    on(accountEndpoints.getAdminMessages, {
      status: 200,
      data: { error: [{ id: '1', message: 'Manutenzione sabato.' }], warning: [], info: [] },
    }),
    on(assignmentEndpoints.listMyAssignments, { status: 200, data: [assignment] }),
  ]);
  return { state, api };
}

describe('the bell on a phone (the mobile menu)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the unread count on the hamburger and opens the notifications with «Compiti»', async () => {
    const { state, api } = phoneServer();
    const { user } = renderApp({ path: '/levels', role: 'student', api });
    // The badge's number is in the hamburger's name (WCAG 2.5.3: visible text is part of it).
    const toggle = await screen.findByRole('button', { name: 'Apri il menu, notifiche: 3 nuove' });
    expect(toggle.querySelector('.mobile-menu__count')).toHaveTextContent('3');

    await user.click(toggle);
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    const entry = menu.getByRole('button', { name: 'Notifiche e compiti: 3 nuove' });
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    // Opening the menu alone reads nothing: the student has not looked at them yet.
    expect(state.marked).toBe(0);
    expect(menu.queryByRole('region', { name: 'Le tue notifiche' })).toBeNull();

    await user.click(entry);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    const panel = within(menu.getByRole('region', { name: 'Le tue notifiche' }));
    expect(panel.getByRole('region', { name: 'Compiti' })).toBeVisible();
    expect(await panel.findByRole('link', { name: 'Il terminale' })).toBeVisible();
    const items = panel.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining('Il terminale'),
      expect.stringContaining('Manutenzione sabato.'),
      expect.stringContaining('Hai superato il quiz «HTML» con il 100%.'),
      expect.stringContaining('Ora fai parte della classe «4B».'),
    ]);
    // Opened here, read everywhere: the hamburger, this entry and the (wide-screen) bell.
    await waitFor(() => expect(state.marked).toBe(1));
    expect(entry).toHaveAccessibleName('Notifiche e compiti: nessuna nuova');
    expect(toggle).toHaveAccessibleName('Apri il menu');
    expect(toggle.querySelector('.mobile-menu__count')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifiche: nessuna nuova' })).toBeInTheDocument();

    // Escape closes the whole menu and focus goes back to the hamburger.
    fireEvent.keyDown(entry, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('keeps the panel in the menu’s focus order, right after its entry', async () => {
    const { api } = phoneServer();
    const { user } = renderApp({ path: '/levels', role: 'student', api });
    await user.click(await screen.findByRole('button', { name: /^Apri il menu/ }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    const entry = await menu.findByRole('button', { name: /^Notifiche e compiti/ });
    await user.tab();
    expect(entry).toHaveFocus();
    await user.keyboard('{Enter}');
    await menu.findByRole('link', { name: 'Il terminale' });
    await user.tab();
    expect(menu.getByRole('link', { name: 'Il terminale' })).toHaveFocus();
  });

  it('closes the menu when a link of the panel is followed', async () => {
    const { api } = phoneServer();
    const { user, router } = renderApp({ path: '/profile', role: 'student', api });
    await user.click(await screen.findByRole('button', { name: /^Apri il menu/ }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    await user.click(await menu.findByRole('button', { name: /^Notifiche e compiti/ }));
    await user.click(await menu.findByRole('link', { name: 'Il terminale' }));
    await waitFor(() => expect(currentPath(router)).toBe('/levels'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it.each(['professor', 'visitor'] as const)('is not in the menu of a %s', async (role) => {
    const { user, apiCalls } = renderApp({ path: '/levels', role });
    const toggle = await screen.findByRole('button', { name: /^Apri il menu/ });
    expect(toggle).not.toHaveAttribute('aria-describedby');
    await user.click(toggle);
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(menu.queryByRole('button', { name: /notifiche/i })).toBeNull();
    expect(apiCalls.some((call) => call.includes('notifications'))).toBe(false);
    expect(apiCalls.some((call) => call.includes('/settings/messages'))).toBe(false);
  });
});
