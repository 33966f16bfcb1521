import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken } from '../../../testing/fake-session.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

const CODE = 'Q2hpYXZlLWRpLXByb3ZhLXBlci1pbC10ZXN0LWRlbGwtc3Nv';

describe('/auth/sso with a one-time code', () => {
  it('redeems the code once, drops it from the address, opens the session and goes home', async () => {
    const token = fakeToken('professor');
    const { router, bridge, services } = renderApp({ path: `/auth/sso?code=${CODE}` });
    bridge.redeemSsoCode.mockResolvedValue({ ok: true, accessToken: token });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(bridge.redeemSsoCode).toHaveBeenCalledTimes(1);
    expect(bridge.redeemSsoCode).toHaveBeenCalledWith(CODE);
    expect(services.session.get().claims?.role).toBe('professor');
    // The code is gone from the history: going back does not show it again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).not.toContain(CODE);
  });

  it('shows an Italian message and a link to /sign-in for a refused code', async () => {
    const { router, bridge, services, user } = renderApp({ path: `/auth/sso?code=${CODE}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il link di accesso non è valido, è scaduto o è già stato usato.',
    );
    expect(bridge.redeemSsoCode).toHaveBeenCalledTimes(1);
    expect(currentPath(router)).toBe('/auth/sso');
    expect(services.session.get().accessToken).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Vai alla pagina di accesso' }));
    await waitFor(() => expect(currentPath(router)).toBe('/sign-in'));
  });

  it("shows the communication error, not 'invalid code', when the server cannot be reached", async () => {
    const { bridge } = renderApp({ path: `/auth/sso?code=${CODE}` });
    bridge.redeemSsoCode.mockResolvedValue({
      ok: false,
      status: 0,
      code: 'network_error',
      message: 'Errore durante la comunicazione col server. Riprova più tardi.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore durante la comunicazione col server. Riprova più tardi.',
    );
  });
});
