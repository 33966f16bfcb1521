import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '#common/api/endpoints.ts';
import { LOGOUT_DELAY_MS } from '#common/constants.ts';
import { currentPath, renderApp } from '../testing/render-app.tsx';
import { STORAGE_KEYS } from './storage.ts';
import { endpointKey } from './query/endpoint-query-key.ts';

const PUBLIC_ENDPOINT_KEYS = new Set(
  allEndpoints()
    .filter(([, endpoint]) => endpoint.access === 'public')
    .map(([, endpoint]) => JSON.stringify(endpointKey(endpoint))),
);

describe('logout', () => {
  it('shows the overlay, signs out after 0.5 s, clears the session and goes to /sign-in', async () => {
    const { bridge, router, services, user } = renderApp({ path: '/levels', role: 'student' });
    // The page itself first: its loading state is another (unnamed) status region.
    await screen.findByRole('heading', { name: 'Livelli' });
    await user.click(await screen.findByRole('button', { name: /Menu del profilo/ }));
    window.sessionStorage.setItem(STORAGE_KEYS.previousPage, '/map');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Logout...');
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1));
    expect(bridge.signOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(bridge.signOut).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    expect(await screen.findByRole('heading', { name: 'Accedi alla Tech Journey' }));
    expect(currentPath(router)).toBe('/sign-in');
    expect(services.session.get().accessToken).toBeNull();
    // Nothing of the user stays: the header's own-profile query may exist again, signed out and
    // empty, but no query holds data. The sign-in page's own public questions (is the school's
    // account configured, are reset links mailed) are nobody's data.
    const kept = services.queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => !PUBLIC_ENDPOINT_KEYS.has(JSON.stringify(query.queryKey.slice(0, 3))));
    expect(kept.filter((query) => query.state.data !== undefined)).toEqual([]);
    expect(kept.every((query) => JSON.stringify(query.queryKey).includes('""'))).toBe(true);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.previousPage)).toBeNull();
    expect(screen.queryByText('Logout...')).toBeNull();
  });

  it.each([
    ['idle', '/levels'],
    ['user', null],
  ] as const)('ends the session when the platform says so (%s)', async (reason, target) => {
    const { bridge, router } = renderApp({ path: '/levels', role: 'student' });
    await screen.findByRole('heading', { name: 'Livelli' });
    act(() => bridge.emitSignedOut(reason));
    expect(await screen.findByRole('heading', { name: 'Accedi alla Tech Journey' }));
    expect(currentPath(router)).toBe('/sign-in');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.signInTarget)).toBe(target);
  });
});
