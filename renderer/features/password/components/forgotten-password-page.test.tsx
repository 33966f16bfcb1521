import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordResetEndpoints } from '#common/api/password-reset/endpoints.ts';
import { PASSWORD_RESET_MESSAGES } from '#common/api/password-reset/password-reset.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

function renderForgotten(selfService: boolean, answer: () => FakeAnswer = () => ({ status: 204 })) {
  const asked: unknown[] = [];
  const app = renderApp({
    path: '/password-dimenticata',
    role: null,
    api: answerFrom([
      on(passwordResetEndpoints.getPasswordResetAvailability, () => ({
        status: 200,
        data: { selfService },
      })),
      on(passwordResetEndpoints.requestPasswordReset, ({ body }) => {
        asked.push(body);
        return answer();
      }),
    ]),
  });
  return { ...app, asked };
}

describe('the forgotten-password page', () => {
  it('is linked from the sign-in page', async () => {
    const { user, router } = renderForgotten(true);
    await router.navigate('/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Password dimenticata?' }));
    await waitFor(() => expect(currentPath(router)).toBe('/password-dimenticata'));
  });

  it('without a mail server, tells the student to ask their professor for a new slip', async () => {
    const { asked } = renderForgotten(false);
    expect(await screen.findByText(/Chiedi al tuo professore un nuovo foglietto/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.getByRole('link', { name: "Torna all'accesso" })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(asked).toEqual([]);
  });

  it('checks the address, sends it normalised, and confirms without telling whether it exists', async () => {
    const { user, asked } = renderForgotten(true);
    const field = await screen.findByLabelText('E-mail');
    await user.type(field, 'non-una-email');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText("L'indirizzo e-mail non è valido.")).toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.clear(field);
    await user.type(field, ' Sara.Colombo@Scuola.example ');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      "Se sara.colombo@scuola.example è l'indirizzo di un account della Tech Journey",
    );
    expect(confirmation).toHaveTextContent('vale 60 minuti');
    expect(asked).toEqual([{ email: 'sara.colombo@scuola.example' }]);
    // Another link can be asked for from the same page.
    await user.click(screen.getByRole('button', { name: 'chiedi un altro link' }));
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  });

  it('shows the throttle’s message under the field', async () => {
    const { user } = renderForgotten(true, () => ({
      status: 429,
      data: { code: 'too_many_requests', message: PASSWORD_RESET_MESSAGES.tooManyRequests },
    }));
    await user.type(await screen.findByLabelText('E-mail'), 'sara@scuola.example');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.tooManyRequests)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('falls back to the professor when the server stopped sending links', async () => {
    const { user } = renderForgotten(true, () => ({
      status: 404,
      data: { code: 'not_found', message: PASSWORD_RESET_MESSAGES.notAvailable },
    }));
    await user.type(await screen.findByLabelText('E-mail'), 'sara@scuola.example');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Chiedi al tuo professore un nuovo foglietto',
    );
  });
});
