import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '#common/api/account/endpoints.ts';
import { PASSWORD_MESSAGES, PASSWORD_RULE_TEXT } from '#common/auth/password-rules.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { fakeToken } from '../../../testing/fake-session.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

function renderPasswordPage(
  options: { expired?: boolean; answer?: Parameters<typeof on>[1] } = {},
) {
  const bodies: unknown[] = [];
  const view = renderApp({
    path: '/profile/settings',
    role: 'student',
    claims: { password_expired: options.expired ?? false },
    api: answerFrom([
      on(accountEndpoints.changePassword, (call) => {
        bodies.push(call.body);
        const answer = options.answer ?? { status: 204 };
        return typeof answer === 'function' ? answer(call) : answer;
      }),
    ]),
  });
  return { ...view, bodies };
}

const fill = async (
  user: ReturnType<typeof renderApp>['user'],
  values: [string, string, string],
) => {
  await user.type(await screen.findByLabelText('Password attuale'), values[0]);
  await user.type(screen.getByLabelText('Nuova password'), values[1]);
  await user.type(screen.getByLabelText('Ripeti la nuova password'), values[2]);
  await user.click(screen.getByRole('button', { name: 'Cambia password' }));
};

describe('changing the password', () => {
  it('states the rule and catches the obvious mistakes before sending', async () => {
    const { user, bodies } = renderPasswordPage();
    expect(await screen.findByText(PASSWORD_RULE_TEXT)).toBeInTheDocument();
    await fill(user, ['vecchia', 'corta', 'corta']);
    expect(screen.getByLabelText('Nuova password')).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORD_MESSAGES.tooShort),
    );
    await user.clear(screen.getByLabelText('Nuova password'));
    await user.type(screen.getByLabelText('Nuova password'), 'Lampada verde sul tetto');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect(screen.getByLabelText('Ripeti la nuova password')).toHaveAccessibleDescription(
      'Le due password non coincidono.',
    );
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal under its field", async () => {
    const { user } = renderPasswordPage({
      answer: {
        status: 422,
        data: {
          message: 'Dati non validi.',
          code: 'validation_failed',
          details: { oldPassword: PASSWORD_MESSAGES.wrongOld },
        },
      },
    });
    await fill(user, ['sbagliata', 'Lampada verde sul tetto', 'Lampada verde sul tetto']);
    await waitFor(() =>
      expect(screen.getByLabelText('Password attuale')).toHaveAccessibleDescription(
        PASSWORD_MESSAGES.wrongOld,
      ),
    );
  });

  it('refreshes the session after the change: the modal is gone and the journey goes on', async () => {
    const { user, bodies, bridge, router } = renderPasswordPage({ expired: true });
    bridge.refresh.mockResolvedValue(fakeToken('student', { password_expired: false }));
    // The blocking modal leads here; its action closes it on this page.
    await user.click(await screen.findByRole('button', { name: 'Modifica password' }));
    await fill(user, ['k7pm-x2qa-9dtr', 'Lampada verde sul tetto', 'Lampada verde sul tetto']);
    await waitFor(() => expect(bridge.refresh).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      { oldPassword: 'k7pm-x2qa-9dtr', newPassword: 'Lampada verde sul tetto' },
    ]);
    await waitFor(() => expect(currentPath(router)).not.toBe('/profile/settings'));
    // The modal's close animation ends, and it does not open again on the next page.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'AGGIORNA LA TUA PASSWORD' })).toBeNull(),
    );
  });
});
