import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulateReducedMotion, type MotionPreference } from '../../testing/reduced-motion.ts';
import { GuidedTour } from './guided-tour.tsx';

const STEP = {
  id: 'mappa',
  target: '#tour-target',
  title: 'La mappa',
  text: 'Qui vedi i livelli.',
  placement: 'bottom-center',
} as const;

/** Renders the tour over one target and returns how the tour asked to scroll it into view. */
function scrollOfFirstStep(): ScrollIntoViewOptions | undefined {
  const target = document.createElement('div');
  target.id = 'tour-target';
  const scrollIntoView = vi.fn();
  target.scrollIntoView = scrollIntoView;
  document.body.append(target);
  try {
    render(<GuidedTour steps={[STEP]} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'La mappa' })).toBeInTheDocument();
    return scrollIntoView.mock.calls[0]?.[0] as ScrollIntoViewOptions | undefined;
  } finally {
    target.remove();
  }
}

describe('the guided tour', () => {
  let preference: MotionPreference | undefined;
  afterEach(() => preference?.restore());

  it('glides to each step’s target', () => {
    expect(scrollOfFirstStep()).toEqual({ block: 'center', behavior: 'smooth' });
  });

  it('jumps to it instead when the user asked for reduced motion', () => {
    preference = emulateReducedMotion(true);
    expect(scrollOfFirstStep()).toEqual({ block: 'center', behavior: 'auto' });
  });
});
