import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { journeyProgressEndpoints } from '../../../lib/journey/progress-endpoints.ts';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { emulateReducedMotion, type MotionPreference } from '../../../testing/reduced-motion.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('the streak counter', () => {
  it('shows the days in a row, and says the series started when it goes from 0 to 1', async () => {
    let counter = 0;
    const { services, user } = renderApp({
      path: '/levels',
      role: 'student',
      api: answerFrom([
        on(journeyEndpoints.getStreak, () => ({
          status: 200,
          data: { streak_counter: counter, updated_at: null, active: counter > 0 },
        })),
      ]),
    });
    expect(await screen.findByRole('img', { name: /Serie di giorni: nessuna/ })).toHaveTextContent(
      '0',
    );
    counter = 1;
    // A completed activity refreshes the journey's progress, and the counter with it.
    await act(() => invalidateEndpoints(services.queryClient, journeyProgressEndpoints));
    const modal = await screen.findByRole('dialog', { name: 'ORA SEI IN ORBITA!' });
    expect(within(modal).getByText(/almeno un’attività al giorno/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Serie di 1 giorno' })).toHaveTextContent('1');
    await user.click(within(modal).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'ORA SEI IN ORBITA!' })).toBeNull(),
    );
  });

  describe('for screen readers and with reduced motion', () => {
    let preference: MotionPreference | undefined;
    afterEach(() => preference?.restore());

    it('announces the start in a live region already there, and closes without animation', async () => {
      preference = emulateReducedMotion(true);
      let counter = 0;
      const { services, user } = renderApp({
        path: '/levels',
        role: 'student',
        api: answerFrom([
          on(journeyEndpoints.getStreak, () => ({
            status: 200,
            data: { streak_counter: counter, updated_at: null, active: counter > 0 },
          })),
        ]),
      });
      const flame = await screen.findByRole('img', { name: /Serie di giorni: nessuna/ });
      const header = flame.closest('header') as HTMLElement;
      const region = within(header).getByRole('status');
      expect(region).toHaveAttribute('aria-live', 'polite');
      expect(region).toBeEmptyDOMElement();
      counter = 1;
      await act(() => invalidateEndpoints(services.queryClient, journeyProgressEndpoints));
      const modal = await screen.findByRole('dialog', { name: 'ORA SEI IN ORBITA!' });
      expect(region).toHaveTextContent('ORA SEI IN ORBITA! La tua serie di giorni è iniziata.');
      await user.click(within(modal).getByRole('button', { name: 'Ok' }));
      // No close animation to wait for: gone at once.
      expect(screen.queryByRole('dialog', { name: 'ORA SEI IN ORBITA!' })).toBeNull();
      expect(region).toBeEmptyDOMElement();
    });
  });

  it('does not open the modal for a series already going', async () => {
    renderApp({
      path: '/levels',
      role: 'student',
      api: answerFrom([
        on(journeyEndpoints.getStreak, {
          status: 200,
          data: { streak_counter: 1, updated_at: null, active: true },
        }),
      ]),
    });
    await screen.findByRole('img', { name: 'Serie di 1 giorno' });
    expect(screen.queryByRole('dialog', { name: 'ORA SEI IN ORBITA!' })).toBeNull();
  });

  it('tells what it counts in a tooltip that keyboard focus shows', async () => {
    renderApp({
      path: '/levels',
      role: 'student',
      api: answerFrom([
        on(journeyEndpoints.getStreak, {
          status: 200,
          data: { streak_counter: 2, updated_at: null, active: false },
        }),
      ]),
    });
    const counter = await screen.findByRole('img', { name: /^Serie di 2 giorni/ });
    expect(counter).not.toHaveAttribute('title');
    act(() => counter.focus());
    // The tooltip shows the counter's name to the eye; screen readers have it as the name.
    expect(
      screen.getByText('Serie di 2 giorni: fai un’attività oggi per non perderla', {
        selector: '.tooltip__bubble',
      }),
    ).toBeVisible();
  });

  it.each(['visitor', 'sorintian', 'professor'] as const)(
    'is not shown, nor asked, for a %s',
    async (role) => {
      const { apiCalls } = renderApp({ path: '/levels', role });
      await screen.findByRole('heading', { name: 'Livelli' });
      expect(screen.queryByRole('img', { name: /Serie di/ })).toBeNull();
      expect(apiCalls.some((call) => call.includes('streak-counter'))).toBe(false);
    },
  );
});
