import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '#common/constants.ts';
import { createToastStore } from '../../lib/toast-store.ts';
import { ToastRegion } from './toast-region.tsx';

function renderToasts() {
  const store = createToastStore();
  render(<ToastRegion store={store} />);
  const region = screen.getByRole('region', { name: 'Notifiche' });
  return { store, region };
}

describe('toasts', () => {
  it('titles each kind in Italian in a live region', () => {
    const { store, region } = renderToasts();
    act(() => {
      store.show('success', 'Salvato.');
      store.show('info', 'Nuovo episodio.');
      store.show('warning', 'Attento.');
      store.show('error', 'Non riuscito.');
    });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(
      within(region)
        .getAllByText(/^(Successo|Info|Attenzione|Errore)$/)
        .map((t) => t.textContent),
    ).toEqual(['Successo', 'Info', 'Attenzione', 'Errore']);
  });

  it(`keeps at most ${TOAST_MAX_VISIBLE}, dropping the oldest`, () => {
    const { store } = renderToasts();
    act(() => {
      for (let index = 1; index <= 25; index += 1) store.show('info', `Messaggio ${index}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(TOAST_MAX_VISIBLE);
    expect(screen.queryByText('Messaggio 5')).toBeNull();
    expect(screen.getByText('Messaggio 6')).toBeInTheDocument();
    expect(screen.getByText('Messaggio 25')).toBeInTheDocument();
  });

  it(`removes each toast after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    const { store } = renderToasts();
    act(() => store.show('error', 'Primo'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => store.show('error', 'Secondo'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 1));
    expect(screen.getByText('Primo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Primo')).toBeNull();
    expect(screen.getByText('Secondo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Secondo')).toBeNull();
  });

  it('is dismissed from the keyboard', async () => {
    const user = userEvent.setup();
    const { store } = renderToasts();
    act(() => {
      store.show('info', 'Uno');
      store.show('info', 'Due');
    });
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Chiudi: Info' })[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Uno')).toBeNull();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Due')).toBeNull();
  });
});
