import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoEndpoints } from '#common/api/sso/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

const desktopLinks = () =>
  within(screen.getByRole('navigation', { name: 'Navigazione principale' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('app header', () => {
  it.each<[Role, string[]]>([
    [
      'student',
      [
        'HOME',
        'I MIEI CERTIFICATI',
        'I MIEI CORSI',
        'HG EVENT',
        'PROFILO PERSONALE',
        'IMPOSTAZIONI',
        'LOG OUT',
      ],
    ],
    [
      'professor',
      [
        'HOME',
        'GESTIONE CLASSI',
        'REPORT',
        'HG EVENT',
        'PROFILO PERSONALE',
        'IMPOSTAZIONI',
        'LOG OUT',
      ],
    ],
    ['visitor', ['HOME', 'PROFILO PERSONALE', 'IMPOSTAZIONI', 'LOG OUT']],
    ['sorintian', ['HOME', 'CURRICULUM STUDENTI', 'LOG OUT']],
  ])('shows a %s the same entries in the links and in the mobile menu', async (role, expected) => {
    const { user } = renderApp({ path: '/levels', role });
    await screen.findByRole('heading', { name: 'Livelli' });
    expect(desktopLinks()).toEqual(expected);
    await user.click(screen.getByRole('button', { name: 'Apri il menu' }));
    const mobile = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(mobile.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
  });

  it.each([
    ['/profile?section=certificates', 'I MIEI CERTIFICATI'],
    ['/profile', 'PROFILO PERSONALE'],
  ])('lights one header entry on %s: %s', async (path, label) => {
    renderApp({ path, role: 'student' });
    const nav = within(await screen.findByRole('navigation', { name: 'Navigazione principale' }));
    await waitFor(() => {
      const current = nav.getAllByRole('link').filter((link) => link.matches('.active'));
      expect(current.map((link) => link.textContent)).toEqual([label]);
    });
    const announced = nav
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(announced.map((link) => link.textContent)).toEqual([label]);
  });

  it('logs out from the header link', async () => {
    const { user, router } = renderApp({ path: '/levels', role: 'professor' });
    await user.click(await screen.findByRole('button', { name: 'LOG OUT' }));
    expect(screen.getByText('Logout...')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/sign-in'));
  });

  it('opens the events platform with a fresh one-time code, never the access token', async () => {
    const issued: unknown[] = [];
    let answer: () => void = () => undefined;
    const { user, browser, services } = renderApp({
      path: '/levels',
      role: 'professor',
      api: answerFrom([
        on(ssoEndpoints.issueSsoCode, ({ body }) => {
          issued.push(body);
          return new Promise((resolve) => {
            answer = () =>
              resolve({ status: 200, data: { code: 'Un1c0-cod1ce_monouso', expires_in: 60 } });
          });
        }),
      ]),
    });
    // A second click while the code is on its way asks for no second code (nor a second tab).
    await user.dblClick(await screen.findByRole('button', { name: 'HG EVENT' }));
    answer();
    await waitFor(() =>
      expect(browser.openExternal).toHaveBeenCalledWith(
        'https://eventi.example.ch/auth/sso?code=Un1c0-cod1ce_monouso',
      ),
    );
    expect(issued).toEqual([{ audience: 'events' }]);
    expect(browser.openExternal).toHaveBeenCalledTimes(1);
    const token = services.session.get().accessToken ?? '';
    expect(JSON.stringify(browser.openExternal.mock.calls)).not.toContain(token);
  });

  it('opens nothing when no code can be had (the error toast says why)', async () => {
    const { user, browser, apiCalls } = renderApp({
      path: '/levels',
      role: 'student',
      api: answerFrom([
        on(ssoEndpoints.issueSsoCode, {
          status: 503,
          data: { message: 'Servizio non disponibile.', code: 'service_unavailable' },
        }),
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'HG EVENT' }));
    await waitFor(() => expect(apiCalls).toContain('POST /auth/sso/code'));
    expect(browser.openExternal).not.toHaveBeenCalled();
  });

  it('keeps only the logo, disabled, and the avatar on /welcome', async () => {
    renderApp({ path: '/welcome', role: 'student', unlocked: false });
    await screen.findByRole('button', { name: 'Inizia il viaggio' });
    expect(screen.queryByRole('navigation', { name: 'Navigazione principale' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apri il menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: /vai alla home/ })).toBeNull();
    expect(screen.getByText('Tech Journey').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('opens the avatar dropdown from the keyboard and moves with the arrows', async () => {
    const { user } = renderApp({ path: '/levels', role: 'student' });
    const trigger = await screen.findByRole('button', { name: /Menu del profilo/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Giulia BianchiStudente',
      'Profilo personale',
      'Impostazioni',
      'Log out',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('goes to the settings from the avatar dropdown', async () => {
    const { user, router } = renderApp({ path: '/levels', role: 'visitor' });
    await user.click(await screen.findByRole('button', { name: /Menu del profilo/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Impostazioni' }));
    await waitFor(() => expect(currentPath(router)).toBe('/settings'));
  });

  it('shows a sorintian only the log out in the dropdown', async () => {
    const { user } = renderApp({ path: '/levels', role: 'sorintian' });
    await user.click(await screen.findByRole('button', { name: /Menu del profilo/ }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Log out']);
  });

  it('warns instead of opening the profile on /welcome', async () => {
    const { user, router } = renderApp({ path: '/welcome', role: 'student', unlocked: false });
    await user.click(await screen.findByRole('button', { name: /Menu del profilo/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Giulia BianchiStudente', 'Log out']);
    await user.click(items[0]!);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Attenzione');
    expect(toast).toHaveTextContent("Completa prima l'introduzione.");
    expect(currentPath(router)).toBe('/welcome');
  });

  it('traps focus in the mobile menu and closes it with Escape', async () => {
    const { user } = renderApp({ path: '/levels', role: 'student' });
    const toggle = await screen.findByRole('button', { name: 'Apri il menu' });
    await user.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const entries = within(menu).getAllByRole('button');
    // A student's menu opens with the bell, which the compact header has no room for.
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '×',
      'NOTIFICHE E COMPITI',
      'HOME',
      'I MIEI CERTIFICATI',
      'I MIEI CORSI',
      'HG EVENT',
      'PROFILO PERSONALE',
      'IMPOSTAZIONI',
      'LOG OUT',
    ]);
    expect(entries[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(entries[entries.length - 1]).toHaveFocus();
    await user.tab();
    expect(entries[0]).toHaveFocus();
    fireEvent.keyDown(entries[0]!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('navigates from the mobile menu and closes it', async () => {
    const { user, router } = renderApp({ path: '/levels', role: 'professor' });
    await user.click(await screen.findByRole('button', { name: 'Apri il menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'REPORT' }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/report'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
