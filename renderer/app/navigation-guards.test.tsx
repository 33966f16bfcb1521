import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { currentPath, renderApp } from '../testing/render-app.tsx';

describe('route guards in the running app', () => {
  it('sends a locked student to /welcome from any page', async () => {
    const { router } = renderApp({ path: '/map', role: 'student', unlocked: false });
    expect(await screen.findByRole('heading', { name: /benvenuto nella Tech Journey, Giulia/ }));
    expect(currentPath(router)).toBe('/welcome');
  });

  it('unlocks the journey from /welcome, stores the first-login marker and goes home', async () => {
    const { router, user, apiCalls } = renderApp({ path: '/', role: 'student', unlocked: false });
    await user.click(await screen.findByRole('button', { name: 'Inizia il viaggio' }));
    expect(await screen.findByRole('heading', { name: 'Ciao, Giulia!' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
    expect(apiCalls).toContain('POST /tech-journey/unlock-tech-journey');
    expect(window.localStorage.getItem(STORAGE_KEYS.firstLogin)).not.toBeNull();
  });

  it('sends an unlocked user away from /welcome', async () => {
    const { router } = renderApp({ path: '/welcome', role: 'student' });
    expect(await screen.findByRole('heading', { name: 'Ciao, Giulia!' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it('sends a professor blocked from /courses home', async () => {
    const { router } = renderApp({ path: '/courses', role: 'professor' });
    expect(await screen.findByRole('heading', { name: 'Ciao, Marco!' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it('sends a student from /profile/cv to /profile', async () => {
    const { router } = renderApp({ path: '/PROFILE/CV', role: 'student' });
    expect(await screen.findByRole('heading', { name: 'Profilo personale' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/profile');
  });

  it('lets a professor open the report of a test attempt with a numeric id', async () => {
    renderApp({ path: '/report/test-attempt/42', role: 'professor' });
    expect(await screen.findByRole('heading', { name: 'Tentativo del test' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Percorso di navigazione' }));
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Report',
      'Tentativo del test',
    ]);
    expect(crumbs.getByRole('link', { name: 'Report' })).toHaveAttribute('href', '/report');
  });

  it('sends a signed-out visitor to /sign-in and back to the page after signing in', async () => {
    const { router, bridge, user } = renderApp({ path: '/levels?x=1' });
    expect(await screen.findByRole('heading', { name: 'Accedi alla Tech Journey' }));
    expect(currentPath(router)).toBe('/sign-in');

    const { fakeToken } = await import('../testing/fake-session.ts');
    bridge.signIn.mockResolvedValueOnce({ ok: true, accessToken: fakeToken('visitor') });
    await user.type(screen.getByLabelText('E-mail'), 'visitatore@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo2026!{Enter}');
    expect(await screen.findByRole('heading', { name: 'Livelli' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/levels?x=1');
  });

  it('sends every /assessment path home', async () => {
    const { router } = renderApp({ path: '/assessment/results', role: 'student' });
    expect(await screen.findByRole('heading', { name: 'Ciao, Giulia!' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it.each([
    ['an unknown path', '/pianeta-x'],
    ['a module id that is not hexadecimal', '/module-detail/zz-top'],
    ['an attempt id that is not digits', '/report/test-attempt/abc'],
  ])('shows the 404 page for %s', async (_case, path) => {
    renderApp({ path, role: 'professor' });
    expect(
      await screen.findByText('Il pianeta che stai cercando non esiste nello spazio HG.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Errore 404' })).toBeInTheDocument();
  });

  it('shows the 404 page without a session too', async () => {
    const { router } = renderApp({ path: '/nessuna/pagina' });
    expect(await screen.findByRole('img', { name: 'Errore 404' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/nessuna/pagina');
  });

  it('opens a module page with a hexadecimal id in the banner layout', async () => {
    const { container } = renderApp({
      path: '/module-detail/0aF3/episode-detail/7',
      role: 'student',
    });
    expect(await screen.findByRole('heading', { name: 'Episodio' })).toBeInTheDocument();
    expect(container.querySelector('.shell--banner')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Modulo' })).toHaveAttribute(
      'href',
      '/module-detail/0aF3',
    );
  });

  it('sends /auth/sso home when a session exists, never reading a token from the address', async () => {
    const { router, services } = renderApp({ path: '/auth/sso?token=stolen', role: 'student' });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(services.session.get().accessToken).not.toBe('stolen');
  });

  it('sends /auth/sso to /sign-in without a session', async () => {
    const { router, services } = renderApp({ path: '/auth/sso?token=abc.def.ghi' });
    await waitFor(() => expect(currentPath(router)).toBe('/sign-in'));
    expect(services.session.get().accessToken).toBeNull();
  });

  it('asks for the journey status on every route change while locked', async () => {
    const { router, apiCalls } = renderApp({ path: '/welcome', role: 'student', unlocked: false });
    await screen.findByRole('button', { name: 'Inizia il viaggio' });
    const before = apiCalls.filter((call) => call.endsWith('get-status')).length;
    await router.navigate('/map');
    await waitFor(() => expect(currentPath(router)).toBe('/welcome'));
    // One for /map, one for the redirect back to /welcome: both are route changes.
    expect(apiCalls.filter((call) => call.endsWith('get-status')).length).toBe(before + 2);
  });

  it('remembers the previous page, skipping the module page', async () => {
    const { router } = renderApp({ path: '/levels', role: 'student' });
    await screen.findByRole('heading', { name: 'Livelli' });
    await router.navigate('/module-detail/ab12');
    await screen.findByRole('heading', { name: 'Modulo' });
    await router.navigate('/module-detail/ab12/episode-detail/3');
    await screen.findByRole('heading', { name: 'Episodio' });
    await waitFor(() =>
      expect(window.sessionStorage.getItem(STORAGE_KEYS.previousPage)).toBe('/levels'),
    );
  });
});
