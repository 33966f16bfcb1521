import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emulateReducedMotion, type MotionPreference } from '../testing/reduced-motion.ts';
import { prefersReducedMotion, scrollBehavior, useReducedMotion } from './use-reduced-motion.ts';

function Probe() {
  return <p>{useReducedMotion() ? 'ferma' : 'in moto'}</p>;
}

describe('the reduced-motion preference', () => {
  let preference: MotionPreference | undefined;
  afterEach(() => preference?.restore());

  it('is off where the engine cannot tell (no matchMedia): motion as designed', () => {
    expect(prefersReducedMotion()).toBe(false);
    expect(scrollBehavior()).toBe('smooth');
    render(<Probe />);
    expect(screen.getByText('in moto')).toBeInTheDocument();
  });

  it('follows the system setting, also when it changes while the app runs', () => {
    preference = emulateReducedMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    expect(scrollBehavior()).toBe('auto');
    render(<Probe />);
    expect(screen.getByText('ferma')).toBeInTheDocument();
    act(() => preference?.set(false));
    expect(screen.getByText('in moto')).toBeInTheDocument();
    expect(scrollBehavior()).toBe('smooth');
  });
});
