import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { answerFrom, on } from '../../testing/fake-endpoints.ts';
import { fakeToken } from '../../testing/fake-session.ts';
import { currentPath, renderApp } from '../../testing/render-app.tsx';

describe('401 in the running app', () => {
  it('refreshes through the bridge and keeps the user on the page', async () => {
    let calls = 0;
    const { bridge, router, services } = renderApp({
      path: '/levels',
      role: 'student',
      api: answerFrom([
        on(journeyEndpoints.getJourneyStatus, () => {
          calls += 1;
          return calls === 1 ? { status: 401 } : { status: 200, data: { is_ok: true } };
        }),
      ]),
    });
    bridge.refresh.mockResolvedValueOnce(fakeToken('student', { name: 'Giulia Nuova' }));
    expect(await screen.findByRole('heading', { name: 'Livelli' })).toBeInTheDocument();
    expect(bridge.refresh).toHaveBeenCalledTimes(1);
    expect(currentPath(router)).toBe('/levels');
    expect(services.session.get().claims?.name).toBe('Giulia Nuova');
  });

  it('goes to /sign-in when the refresh fails, remembering the page', async () => {
    // Starts on a page that loads no data of its own, so the only 401 is the navigation's.
    const { bridge, router, services, user } = renderApp({ path: '/courses', role: 'student' });
    await screen.findByRole('heading', { name: 'I miei corsi' });
    services.http.api.defaults.adapter = async (config) => {
      const { AxiosError } = await import('axios');
      throw new AxiosError('401', AxiosError.ERR_BAD_REQUEST, config, null, {
        status: 401,
        statusText: '401',
        data: {},
        headers: {},
        config,
      });
    };
    // Forget the cached unlock status so the next route change asks the server again.
    services.queryClient.clear();
    void router.navigate('/map');
    expect(await screen.findByRole('heading', { name: 'Accedi alla Tech Journey' }));
    expect(currentPath(router)).toBe('/sign-in');
    expect(bridge.refresh).toHaveBeenCalledTimes(1);
    expect(services.session.get().accessToken).toBeNull();

    services.http.api.defaults.adapter = async (config) => ({
      status: 200,
      statusText: 'OK',
      data: { is_ok: true },
      headers: {},
      config,
    });
    bridge.signIn.mockResolvedValueOnce({ ok: true, accessToken: fakeToken('student') });
    await user.type(screen.getByLabelText('E-mail'), 'studente2@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Demo2026!{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/courses'));
  });

  it('shows the fatal page when the server cannot be reached', async () => {
    renderApp({ path: '/levels', role: 'student', api: () => 'network' });
    expect(
      await screen.findByRole('heading', {
        name: 'Ops! Errore durante la comunicazione col server. Riprova più tardi.',
      }),
    ).toBeInTheDocument();
  });
});
