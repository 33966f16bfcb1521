import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip.tsx';
import { TOOLTIP_SHOW_DELAY_MS } from './tooltip-timing.ts';
import { placeTooltip, VIEWPORT_MARGIN } from './tooltip-position.ts';

function renderTooltip() {
  render(
    <>
      <button type="button">prima</button>
      <Tooltip content="Elimina la notifica">
        <button type="button" aria-label="Elimina">
          ✕
        </button>
      </Tooltip>
    </>,
  );
  return screen.getByRole('button', { name: 'Elimina' });
}

const tooltip = () => screen.getByRole('tooltip', { hidden: true });

describe('tooltip', () => {
  it('describes its trigger through aria-describedby, even while hidden', () => {
    const trigger = renderTooltip();
    expect(tooltip()).not.toBeVisible();
    expect(trigger).toHaveAttribute('aria-describedby', tooltip().id);
    expect(trigger).toHaveAccessibleDescription('Elimina la notifica');
    // The description does not replace the icon button's name.
    expect(trigger).toHaveAccessibleName('Elimina');
  });

  it(`shows ${TOOLTIP_SHOW_DELAY_MS} ms after the pointer rests on the trigger and hides when it leaves`, () => {
    vi.useFakeTimers();
    const trigger = renderTooltip();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS - 1));
    expect(tooltip()).not.toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toBeVisible();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Elimina la notifica');

    fireEvent.mouseLeave(trigger);
    expect(tooltip()).not.toBeVisible();
  });

  it('does not show when the pointer passes by before the delay', () => {
    vi.useFakeTimers();
    const trigger = renderTooltip();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS / 2));
    fireEvent.mouseLeave(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS));
    expect(tooltip()).not.toBeVisible();
  });

  it('stays while the pointer moves from the trigger onto the tooltip (hoverable)', () => {
    vi.useFakeTimers();
    const trigger = renderTooltip();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS));
    fireEvent.mouseLeave(trigger, { relatedTarget: tooltip() });
    expect(tooltip()).toBeVisible();
    fireEvent.mouseLeave(tooltip(), { relatedTarget: trigger });
    expect(tooltip()).toBeVisible();
    fireEvent.mouseLeave(tooltip(), { relatedTarget: document.body });
    expect(tooltip()).not.toBeVisible();
  });

  it('shows at once on keyboard focus and hides on blur', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab({ shift: true });
    expect(tooltip()).not.toBeVisible();
  });

  it('hides on Escape, keeping the focus where it is (dismissable)', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toBeVisible();
    expect(trigger).toHaveFocus();
  });

  it('hides on Escape even when a handler on the way stops the key', () => {
    vi.useFakeTimers();
    render(
      <div onKeyDown={(event) => event.stopPropagation()}>
        <Tooltip content="Notifiche">
          <button type="button">Campanella</button>
        </Tooltip>
      </div>,
    );
    const trigger = screen.getByRole('button', { name: 'Campanella' });
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS));
    expect(tooltip()).toBeVisible();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(tooltip()).not.toBeVisible();
  });

  it('waits for the delay when a click focuses the trigger, and a click hides it', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    fireEvent.pointerDown(trigger);
    fireEvent.focus(trigger);
    expect(tooltip()).not.toBeVisible();
    await user.tab();
    await user.tab();
    expect(tooltip()).toBeVisible();
    fireEvent.pointerDown(trigger);
    expect(tooltip()).not.toBeVisible();
  });

  it('is not announced twice when it only shows the trigger’s name', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Notifiche: nessuna nuova">
        <button type="button" aria-label="Notifiche: nessuna nuova">
          🔔
        </button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Notifiche: nessuna nuova' });
    expect(trigger).not.toHaveAttribute('aria-describedby');
    expect(trigger).toHaveAccessibleDescription('');
    await user.tab();
    // Shown to the eye, hidden from the accessibility tree that already has the name.
    expect(screen.getByText('Notifiche: nessuna nuova')).toBeVisible();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the trigger’s own handlers and description', () => {
    const onFocus = vi.fn();
    render(
      <>
        <p id="note">Nota</p>
        <Tooltip content="Dettagli">
          <button type="button" aria-describedby="note" onFocus={onFocus}>
            Apri
          </button>
        </Tooltip>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Apri' });
    fireEvent.focus(trigger);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveAccessibleDescription('Nota Dettagli');
  });
});

describe('tooltip placement', () => {
  const viewport = { width: 800, height: 600 };
  const size = { width: 100, height: 30 };

  it('goes below the trigger, centred, touching its edge', () => {
    const trigger = { top: 100, bottom: 120, left: 300, width: 40 };
    expect(placeTooltip(trigger, size, viewport)).toEqual({ side: 'below', top: 120, left: 270 });
  });

  it('goes above when there is no room below', () => {
    const trigger = { top: 560, bottom: 590, left: 300, width: 40 };
    expect(placeTooltip(trigger, size, viewport)).toEqual({ side: 'above', top: 530, left: 270 });
  });

  it('stays inside the window at both edges', () => {
    expect(placeTooltip({ top: 0, bottom: 20, left: 0, width: 20 }, size, viewport).left).toBe(
      VIEWPORT_MARGIN,
    );
    expect(placeTooltip({ top: 0, bottom: 20, left: 790, width: 10 }, size, viewport).left).toBe(
      800 - VIEWPORT_MARGIN - 100,
    );
  });
});
