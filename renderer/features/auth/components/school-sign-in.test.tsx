import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { schoolSignInEndpoints } from '#common/api/school-sign-in/endpoints.ts';
import { SCHOOL_SIGN_IN_ERRORS } from '#common/api/school-sign-in/school-sign-in.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const LINK = "Accedi con l'account della scuola";

function openSignIn(path: string, enabled: boolean) {
  const app = renderApp({
    path,
    api: answerFrom([
      on(schoolSignInEndpoints.getSchoolSignIn, { status: 200, data: { enabled } }),
    ]),
  });
  return app;
}

describe("sign-in with the school's account", () => {
  it("links to the server's start address when the school configured a provider", async () => {
    openSignIn('/sign-in', true);
    const link = await screen.findByRole('link', { name: LINK });
    expect(link).toHaveAttribute('href', '/api/tj/auth/school/start');
    // The password form stays: schools without a provider, and accounts without one, use it.
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('shows the password form alone without a provider', async () => {
    const { apiCalls } = openSignIn('/sign-in', false);
    await screen.findByRole('heading', { name: 'Accedi alla Tech Journey' });
    await vi.waitFor(() => expect(apiCalls).toContain('GET /auth/school'));
    expect(screen.queryByRole('link', { name: LINK })).toBeNull();
  });

  it.each(['domain_refused', 'unknown_account', 'expired'] as const)(
    'says in Italian why the server refused the sign-in (%s)',
    async (code) => {
      openSignIn(`/sign-in?school_error=${code}`, true);
      const message = await screen.findByText(SCHOOL_SIGN_IN_ERRORS[code]);
      expect(message).toHaveAttribute('role', 'alert');
    },
  );

  it('ignores an error code it does not know', async () => {
    openSignIn('/sign-in?school_error=<b>nope</b>', true);
    await screen.findByRole('link', { name: LINK });
    for (const message of Object.values(SCHOOL_SIGN_IN_ERRORS)) {
      expect(screen.queryByText(message)).toBeNull();
    }
  });
});
