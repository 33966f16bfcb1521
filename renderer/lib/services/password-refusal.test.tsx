import { screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import { pathOf } from '../../testing/fake-adapter.ts';
import { currentPath, renderApp } from '../../testing/render-app.tsx';

const MESSAGE = 'Devi cambiare la password prima di continuare.';

/** The server's rule for an unchanged one-time password: everything but the guard's status. */
function refuseAllButStatus(request: InternalAxiosRequestConfig) {
  if (pathOf(request) === journeyEndpoints.getJourneyStatus.path) return undefined;
  return { status: 403, data: { message: MESSAGE, code: 'password_expired' } };
}

function renderRefused(role: Role, path: string) {
  return renderApp({
    path,
    role,
    claims: { password_expired: true },
    api: refuseAllButStatus,
  });
}

describe('a call refused for an unchanged one-time password', () => {
  it('takes a student from the page they opened to the password form, without an error toast', async () => {
    const { router, apiCalls } = renderRefused('student', '/levels');
    await waitFor(() => expect(currentPath(router)).toBe('/profile/settings'));
    expect(await screen.findByRole('heading', { name: 'Cambia password' })).toBeInTheDocument();
    // Something besides the guard's status was asked, and refused.
    const status = `GET ${journeyEndpoints.getJourneyStatus.path}`;
    expect(apiCalls.filter((call) => call !== status)).not.toEqual([]);
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('takes a professor to the profile, where the modal leads on to the password', async () => {
    const { router } = renderRefused('professor', '/classrooms');
    await waitFor(() => expect(currentPath(router)).toBe('/profile'));
    const dialog = await screen.findByRole('dialog', { name: 'AGGIORNA LA TUA PASSWORD' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Modifica password' })).toBeEnabled(),
    );
    expect(dialog).toBeInTheDocument();
  });

  it('leaves the password page alone when its background calls are refused there', async () => {
    const { router, apiCalls } = renderRefused('student', '/profile/settings');
    expect(await screen.findByRole('heading', { name: 'Cambia password' })).toBeInTheDocument();
    // The header's own profile was asked and refused; the user stays where the form is.
    await waitFor(() => expect(apiCalls.some((call) => call.includes('/profile/'))).toBe(true));
    expect(currentPath(router)).toBe('/profile/settings');
    // Only the password form: the other panels' calls would all be refused.
    expect(screen.queryByRole('heading', { name: 'I miei dati' })).toBeNull();
  });
});
