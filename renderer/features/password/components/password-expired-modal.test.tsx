import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '#common/auth/roles.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

function renderExpired(role: Role, path: string) {
  return renderApp({ path, role, claims: { password_expired: true } });
}

describe('password-expired modal', () => {
  it.each<[Role, string, boolean]>([
    ['student', '/levels', false],
    ['student', '/profile', false],
    ['student', '/profile/settings', true],
    ['visitor', '/profile/settings', true],
    ['professor', '/levels', false],
    ['professor', '/profile/settings', false],
    ['professor', '/profile', true],
  ])('a %s on %s: buttons enabled %s', async (role, path, enabled) => {
    renderExpired(role, path);
    const dialog = await screen.findByRole('dialog', { name: 'AGGIORNA LA TUA PASSWORD' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const action = within(dialog).getByRole('button', { name: 'Modifica password' });
    const close = within(dialog).getByRole('button', { name: 'Chiudi' });
    expect(action.hasAttribute('disabled')).toBe(!enabled);
    expect(close.hasAttribute('disabled')).toBe(!enabled);
  });

  it.each(['/settings'])('is not shown on %s', async (path) => {
    renderExpired('student', path);
    await screen.findByRole('heading', { name: 'Impostazioni' });
    expect(screen.queryByRole('dialog', { name: 'AGGIORNA LA TUA PASSWORD' })).toBeNull();
  });

  it('sends a new student (locked journey, one-time password) to the password first', async () => {
    const { router } = renderApp({
      path: '/welcome',
      role: 'student',
      unlocked: false,
      claims: { password_expired: true },
    });
    expect(await screen.findByRole('heading', { name: 'Cambia password' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/profile/settings');
  });

  it('is not shown when the password is current', async () => {
    renderApp({ path: '/levels', role: 'student' });
    await screen.findByRole('heading', { name: 'Livelli' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links to the page where its buttons work, then leads to the password settings', async () => {
    const { user, router } = renderExpired('student', '/levels');
    const dialog = await screen.findByRole('dialog', { name: 'AGGIORNA LA TUA PASSWORD' });
    await user.click(within(dialog).getByRole('link', { name: 'Impostazioni' }));
    await waitFor(() => expect(currentPath(router)).toBe('/profile/settings'));
    const action = await screen.findByRole('button', { name: 'Modifica password' });
    await waitFor(() => expect(action).toBeEnabled());
    await user.click(action);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentPath(router)).toBe('/profile/settings');
  });

  it('traps the focus inside the dialog', async () => {
    const { user } = renderExpired('professor', '/profile');
    const dialog = await screen.findByRole('dialog', { name: 'AGGIORNA LA TUA PASSWORD' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus(),
    );
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Modifica password' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus();
  });
});
