import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoEndpoints } from '#common/api/sso/endpoints.ts';
import type { SsoPreview } from '#common/api/sso/sso.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { fakeToken } from '../../../testing/fake-session.ts';
import { currentPath, renderApp, type RenderAppOptions } from '../../../testing/render-app.tsx';

const CODE = 'Q2hpYXZlLWRpLXByb3ZhLXBlci1pbC10ZXN0LWRlbGwtc3Nv';
const ISSUER: SsoPreview = { name: 'Marco Rossi', role: 'professor' };
const REFUSED = {
  status: 401,
  data: {
    message: 'Il codice di accesso non è valido, è scaduto o è già stato usato.',
    code: 'sso_code_invalid',
  },
};

/** /auth/sso?code= with a preview answer; the calls to the preview are counted. */
function openLink(
  preview: FakeAnswer = { status: 200, data: ISSUER },
  extra: Partial<RenderAppOptions> = {},
) {
  const previews: unknown[] = [];
  const rendered = renderApp({
    path: `/auth/sso?code=${CODE}`,
    api: answerFrom([
      on(ssoEndpoints.previewSsoCode, ({ body, config }) => {
        previews.push({ body, authorization: config.headers.get('Authorization') ?? null });
        return preview;
      }),
    ]),
    ...extra,
  });
  return { ...rendered, previews };
}

describe('/auth/sso with a one-time code and no session', () => {
  it('names the account and redeems only after the click on its button', async () => {
    const token = fakeToken('professor');
    const { router, bridge, services, user, previews } = openLink();
    bridge.redeemSsoCode.mockResolvedValue({ ok: true, accessToken: token });

    const accept = await screen.findByRole('button', { name: 'Accedi come Marco Rossi' });
    expect(screen.getByText(/Questo link ti fa accedere come/).closest('p')).toHaveTextContent(
      'Questo link ti fa accedere come Marco Rossi (docente). Continua solo se è il tuo account.',
    );
    // The preview asked, with the code and no token; nothing was redeemed yet.
    expect(previews).toEqual([{ body: { code: CODE }, authorization: null }]);
    expect(bridge.redeemSsoCode).not.toHaveBeenCalled();
    expect(services.session.get().accessToken).toBeNull();
    // The code left the address before anything else, and the back stack with it.
    expect(currentPath(router)).toBe('/auth/sso');
    expect(router.state.historyAction).toBe('REPLACE');
    // The primary action has the focus (given by an effect after the render): Enter confirms.
    await waitFor(() => expect(accept).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(bridge.redeemSsoCode).toHaveBeenCalledTimes(1);
    expect(bridge.redeemSsoCode).toHaveBeenCalledWith(CODE);
    expect(services.session.get().claims?.role).toBe('professor');
  });

  it("'Annulla' leaves the code unused and goes to /sign-in", async () => {
    const { router, bridge, services, user } = openLink();
    const accept = await screen.findByRole('button', { name: 'Accedi come Marco Rossi' });
    await waitFor(() => expect(accept).toHaveFocus());
    // Keyboard only: Tab from the primary action reaches 'Annulla'.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/sign-in'));
    expect(bridge.redeemSsoCode).not.toHaveBeenCalled();
    expect(services.session.get().accessToken).toBeNull();
  });

  it('shows an Italian message and a link to /sign-in for a code the preview refuses', async () => {
    const { router, bridge, user } = openLink(REFUSED);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il link di accesso non è valido, è scaduto o è già stato usato.',
    );
    expect(bridge.redeemSsoCode).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Accedi come/ })).toBeNull();
    expect(currentPath(router)).toBe('/auth/sso');
    await user.click(screen.getByRole('link', { name: 'Vai alla pagina di accesso' }));
    await waitFor(() => expect(currentPath(router)).toBe('/sign-in'));
  });

  it('says so when the code expired between the preview and the click', async () => {
    const { bridge, services, user } = openLink();
    await user.click(await screen.findByRole('button', { name: 'Accedi come Marco Rossi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il link di accesso non è valido, è scaduto o è già stato usato.',
    );
    expect(bridge.redeemSsoCode).toHaveBeenCalledTimes(1);
    expect(services.session.get().accessToken).toBeNull();
  });

  it("shows the communication error, not 'invalid code', when the redeem cannot reach the server", async () => {
    const { bridge, user } = openLink();
    bridge.redeemSsoCode.mockResolvedValue({
      ok: false,
      status: 0,
      code: 'network_error',
      message: 'Errore durante la comunicazione col server. Riprova più tardi.',
    });
    await user.click(await screen.findByRole('button', { name: 'Accedi come Marco Rossi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore durante la comunicazione col server. Riprova più tardi.',
    );
  });
});

describe('/auth/sso with a one-time code while a session is open', () => {
  it('does not redeem or even preview the code, drops it from the address and says who is signed in', async () => {
    const { router, bridge, services, user, previews } = openLink(undefined, { role: 'student' });
    const home = await screen.findByRole('link', { name: 'Vai alla home' });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Hai già effettuato l'accesso come Giulia Bianchi.",
    );
    // The focus is given by an effect after the render, as on the confirmation.
    await waitFor(() => expect(home).toHaveFocus());
    expect(currentPath(router)).toBe('/auth/sso');
    expect(router.state.location.search).not.toContain(CODE);
    expect(bridge.redeemSsoCode).not.toHaveBeenCalled();
    expect(previews).toEqual([]);
    // The session is the one that was open.
    expect(services.session.get().claims?.name).toBe('Giulia Bianchi');

    await user.click(home);
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(bridge.redeemSsoCode).not.toHaveBeenCalled();
    expect(services.session.get().claims?.name).toBe('Giulia Bianchi');
  });
});
