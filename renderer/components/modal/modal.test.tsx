import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emulateReducedMotion } from '../../testing/reduced-motion.ts';
import { Modal } from './modal.tsx';
import { MODAL_CLOSE_ANIMATION_MS, MODAL_OPEN_DELAY_MS } from './modal-timing.ts';

function renderModal(props: { open: boolean; onClose?: () => void; closeDisabled?: boolean }) {
  const view = render(
    <>
      <button type="button">fuori</button>
      <Modal title="Titolo" {...props}>
        <button type="button">Azione</button>
      </Modal>
    </>,
  );
  const rerender = (next: typeof props) =>
    view.rerender(
      <>
        <button type="button">fuori</button>
        <Modal title="Titolo" {...next}>
          <button type="button">Azione</button>
        </Modal>
      </>,
    );
  return { ...view, rerender };
}

describe('modal', () => {
  it(`opens ${MODAL_OPEN_DELAY_MS} ms after mounting and stays ${MODAL_CLOSE_ANIMATION_MS} ms to animate its close`, () => {
    vi.useFakeTimers();
    const { rerender } = renderModal({ open: true });
    const backdrop = () => document.querySelector('.modal-backdrop');
    expect(backdrop()).toHaveClass('modal-backdrop--opening');
    act(() => vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS));
    expect(backdrop()).toHaveClass('modal-backdrop--open');

    rerender({ open: false });
    expect(backdrop()).toHaveClass('modal-backdrop--closing');
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS - 1));
    expect(screen.getByRole('dialog', { name: 'Titolo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes at once when the user asked for reduced motion: no animation to wait for', () => {
    const preference = emulateReducedMotion(true);
    try {
      vi.useFakeTimers();
      const outside = () => screen.getByRole('button', { name: 'fuori' });
      const { rerender } = renderModal({ open: true });
      act(() => vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS));
      expect(screen.getByRole('dialog', { name: 'Titolo' })).toBeInTheDocument();
      rerender({ open: false });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(outside()).toBeInTheDocument();
    } finally {
      preference.restore();
    }
  });

  it('renders at the end of <body>, outside any containing block its opener sits in', () => {
    const { container } = renderModal({ open: true });
    const dialog = screen.getByRole('dialog', { name: 'Titolo' });
    expect(container).not.toContainElement(dialog);
    expect(dialog.closest('.modal-backdrop')?.parentElement).toBe(document.body);
  });

  it('is a modal dialog that takes the focus and closes with Escape', () => {
    const onClose = vi.fn();
    renderModal({ open: true, onClose });
    const dialog = screen.getByRole('dialog', { name: 'Titolo' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while its close is disabled', () => {
    const onClose = vi.fn();
    renderModal({ open: true, onClose, closeDisabled: true });
    const dialog = screen.getByRole('dialog', { name: 'Titolo' });
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Azione' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives the focus back when it closes', () => {
    vi.useFakeTimers();
    const outside = () => screen.getByRole('button', { name: 'fuori' });
    const { rerender } = renderModal({ open: false });
    outside().focus();
    rerender({ open: true });
    expect(screen.getByRole('button', { name: 'Azione' })).toHaveFocus();
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(outside()).toHaveFocus();
  });
});
