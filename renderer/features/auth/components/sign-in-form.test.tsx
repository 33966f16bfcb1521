import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken } from '../../../testing/fake-session.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

async function openSignIn() {
  const app = renderApp({ path: '/sign-in' });
  await screen.findByRole('heading', { name: 'Accedi alla Tech Journey' });
  return app;
}

describe('sign-in form', () => {
  it('asks for both fields before sending anything', async () => {
    const { user, bridge } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      "Inserisci l'indirizzo e-mail.",
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Inserisci la password.');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(bridge.signIn).not.toHaveBeenCalled();
  });

  it('refuses an address that is not an e-mail', async () => {
    const { user, bridge } = await openSignIn();
    await user.type(screen.getByLabelText('E-mail'), 'studente-at-demo');
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      "L'indirizzo e-mail non è valido.",
    );
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(bridge.signIn).not.toHaveBeenCalled();
  });

  it.each([
    [401, 'E-mail o password non corretti.'],
    [429, 'Troppi tentativi di accesso. Riprova tra qualche minuto.'],
  ])('shows the server message on a %s', async (status, message) => {
    const { user, bridge, router } = await openSignIn();
    bridge.signIn.mockResolvedValueOnce({ ok: false, status, code: 'x', message });
    await user.type(screen.getByLabelText('E-mail'), 'studente@demo.test');
    await user.type(screen.getByLabelText('Password'), 'sbagliata{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(bridge.signIn).toHaveBeenCalledWith({
      email: 'studente@demo.test',
      password: 'sbagliata',
    });
    expect(currentPath(router)).toBe('/sign-in');
  });

  it('disables the button while the request runs', async () => {
    const { user, bridge } = await openSignIn();
    let answer: (value: { ok: true; accessToken: string }) => void = () => undefined;
    bridge.signIn.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText('E-mail'), 'docente@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo2026!{Enter}');
    const button = await screen.findByRole('button', { name: 'Accesso in corso...' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(bridge.signIn).toHaveBeenCalledTimes(1);
    answer({ ok: true, accessToken: fakeToken('professor') });
    expect(await screen.findByRole('heading', { name: 'Ciao, Marco!' })).toBeInTheDocument();
  });

  it('signs in and goes home', async () => {
    const { user, bridge, router, services } = await openSignIn();
    const token = fakeToken('student');
    bridge.signIn.mockResolvedValueOnce({ ok: true, accessToken: token });
    await user.type(screen.getByLabelText('E-mail'), ' studente2@demo.test ');
    await user.type(screen.getByLabelText('Password'), 'Demo2026!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(services.session.get().claims?.role).toBe('student');
    expect(services.session.get().accessToken).toBe(token);
    expect(bridge.signIn).toHaveBeenCalledWith({
      email: 'studente2@demo.test',
      password: 'Demo2026!',
    });
  });
});
