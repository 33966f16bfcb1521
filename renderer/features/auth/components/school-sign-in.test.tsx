import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { schoolSignInEndpoints } from '#common/api/school-sign-in/endpoints.ts';
import { SCHOOL_SIGN_IN_ERRORS } from '#common/api/school-sign-in/school-sign-in.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { fakeToken } from '../../../testing/fake-session.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

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

  it('on the desktop, asks main to sign in through the system browser and opens the session', async () => {
    const app = openSignIn('/sign-in', true);
    let answer: (result: { ok: true; accessToken: string }) => void = () => undefined;
    const start = vi.fn(() => new Promise<{ ok: true; accessToken: string }>((r) => (answer = r)));
    Object.assign(app.bridge, { startSchoolSignIn: start });
    await app.user.click(await screen.findByRole('button', { name: LINK }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Completa l’accesso nel browser');
    answer({ ok: true, accessToken: fakeToken('student') });
    await vi.waitFor(() => expect(currentPath(app.router)).toBe('/'));
  });

  it('on the desktop, shows why main could not sign in', async () => {
    const app = openSignIn('/sign-in', true);
    Object.assign(app.bridge, {
      startSchoolSignIn: vi.fn(async () => ({
        ok: false as const,
        status: 401,
        code: 'unknown_account',
        message: SCHOOL_SIGN_IN_ERRORS.unknown_account,
      })),
    });
    await app.user.click(await screen.findByRole('button', { name: LINK }));
    expect(await screen.findByText(SCHOOL_SIGN_IN_ERRORS.unknown_account)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(currentPath(app.router)).toBe('/sign-in');
  });
});
