import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { answerFrom, on } from '../../testing/fake-endpoints.ts';
import { levelsFixture } from '../../testing/journey-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';

const PASSWORD_DIALOG = { name: 'AGGIORNA LA TUA PASSWORD' };
const FIRST_TOUR_STEP = { name: 'I livelli' };

function renderExpiredMap() {
  return renderApp({
    path: '/map',
    role: 'student',
    claims: { password_expired: true },
    api: answerFrom([
      on(journeyEndpoints.getLevels, () => ({ status: 200, data: levelsFixture() })),
    ]),
  });
}

/** Long enough for the tour, which starts one timer tick after the map has painted. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('guided tour and the password-expired modal', () => {
  it('waits, unseen, while the modal blocks the page, and starts once it is gone', async () => {
    const { user, router } = renderExpiredMap();
    const modal = await screen.findByRole('dialog', PASSWORD_DIALOG);
    await screen.findByRole('button', { name: 'Tutorial' });
    await settle();
    expect(screen.queryByRole('dialog', FIRST_TOUR_STEP)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.mapTutorialSeen)).toBeNull();

    // The user follows the modal to the settings page and closes it there.
    await user.click(within(modal).getByRole('link', { name: 'Impostazioni' }));
    const close = within(await screen.findByRole('dialog', PASSWORD_DIALOG)).getByRole('button', {
      name: 'Chiudi',
    });
    await waitFor(() => expect(close).toBeEnabled());
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog', PASSWORD_DIALOG)).toBeNull());

    await act(() => router.navigate('/map'));
    expect(await screen.findByRole('dialog', FIRST_TOUR_STEP)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.mapTutorialSeen)).not.toBeNull();
  });
});
