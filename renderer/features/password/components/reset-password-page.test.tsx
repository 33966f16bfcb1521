import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordResetEndpoints } from '#common/api/password-reset/endpoints.ts';
import { PASSWORD_RESET_MESSAGES } from '#common/api/password-reset/password-reset.ts';
import { PASSWORD_MESSAGES } from '#common/auth/password-rules.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

const TOKEN = 'k'.repeat(43);
const STRONG = 'Gabbiani sopra il porto vecchio 9';
const GONE: FakeAnswer = {
  status: 410,
  data: { code: 'gone', message: PASSWORD_RESET_MESSAGES.linkInvalid },
};

function renderReset(path: string, answers: FakeAnswer[]) {
  const sent: unknown[] = [];
  const app = renderApp({
    path,
    role: null,
    api: answerFrom([
      on(passwordResetEndpoints.getPasswordResetAvailability, () => ({
        status: 200,
        data: { selfService: true },
      })),
      on(passwordResetEndpoints.completePasswordReset, ({ body }) => {
        sent.push(body);
        return answers.shift() ?? GONE;
      }),
    ]),
  });
  return { ...app, sent };
}

async function typePasswords(
  user: ReturnType<typeof renderReset>['user'],
  password: string,
  again = password,
) {
  const first = await screen.findByLabelText('Nuova password');
  const second = screen.getByLabelText('Ripeti la nuova password');
  await user.clear(first);
  await user.type(first, password);
  await user.clear(second);
  await user.type(second, again);
  await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
}

describe('the page a forgotten-password link opens', () => {
  it('sends the token of the address fragment with the new password, then leads to sign-in', async () => {
    const { user, sent, router } = renderReset(`/reimposta-password#${TOKEN}`, [{ status: 204 }]);
    expect(await screen.findByText(/Almeno 10 caratteri/)).toBeInTheDocument();
    await typePasswords(user, STRONG);
    expect(await screen.findByRole('status')).toHaveTextContent('Password aggiornata.');
    expect(sent).toEqual([{ token: TOKEN, newPassword: STRONG }]);
    // One way on, not two links to the same page.
    expect(screen.queryByRole('link', { name: "Torna all'accesso" })).toBeNull();
    await user.click(screen.getByRole('link', { name: "Vai all'accesso" }));
    await waitFor(() => expect(currentPath(router)).toBe('/sign-in'));
  });

  it('catches a short or unconfirmed password before sending, and shows the server’s rule', async () => {
    const { user, sent } = renderReset(`/reimposta-password#${TOKEN}`, [
      {
        status: 422,
        data: {
          code: 'validation_failed',
          message: 'Dati non validi.',
          details: { newPassword: PASSWORD_MESSAGES.tooWeak },
        },
      },
      { status: 204 },
    ]);
    await typePasswords(user, 'corta');
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeInTheDocument();
    await typePasswords(user, STRONG, `${STRONG}!`);
    expect(await screen.findByText('Le due password non coincidono.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await typePasswords(user, 'passwordpassword');
    expect(await screen.findByText(PASSWORD_MESSAGES.tooWeak)).toBeInTheDocument();
    expect(screen.getByLabelText('Nuova password')).toHaveAttribute('aria-invalid', 'true');
    // The link was not spent: a better password goes through.
    await typePasswords(user, STRONG);
    expect(await screen.findByRole('status')).toHaveTextContent('Password aggiornata.');
    expect(sent).toHaveLength(2);
  });

  it('says an expired, used or unknown link is no longer valid, and offers a new one', async () => {
    const { user, router } = renderReset(`/reimposta-password#${TOKEN}`, [GONE]);
    await typePasswords(user, STRONG);
    expect(await screen.findByRole('alert', { name: '' })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nuova password')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Chiedi un nuovo link' }));
    await waitFor(() => expect(currentPath(router)).toBe('/password-dimenticata'));
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  });

  it('without a token in the address, shows the invalid-link state at once', async () => {
    const { sent } = renderReset('/reimposta-password', []);
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chiedi un nuovo link' })).toHaveAttribute(
      'href',
      '/password-dimenticata',
    );
    expect(sent).toEqual([]);
  });
});
