import { describe, expect, it } from 'vitest';
import { selectTourSteps } from '../../components/tour/tour-step.ts';
import { MAIN_TOUR_STEPS } from './tour-steps.ts';

const everyTarget = () => true;
const ids = (steps: { id: string }[]) => steps.map((step) => step.id);

describe('main tour steps', () => {
  it('points at the ten elements of the spec, in order, with the four placements only', () => {
    expect(ids([...MAIN_TOUR_STEPS])).toEqual([
      'levels-dropdown',
      'module-card',
      'pit-stop-card',
      'focus-card',
      'final-test-card',
      'github-repository',
      'report',
      'old-platform',
      'profile',
      'tutorial',
    ]);
    for (const step of MAIN_TOUR_STEPS) {
      expect(['top-center', 'bottom-center', 'bottom-left', 'bottom-right']).toContain(
        step.placement,
      );
    }
  });

  it('tells that a quiz can be repeated until passed', () => {
    expect(
      MAIN_TOUR_STEPS.some((step) => /ripetere un quiz finché non lo superi/.test(step.text)),
    ).toBe(true);
  });

  it('filters by role: the report step is for professors only', () => {
    expect(ids(selectTourSteps(MAIN_TOUR_STEPS, 'professor', everyTarget))).toContain('report');
    for (const role of ['student', 'visitor', 'sorintian'] as const) {
      expect(ids(selectTourSteps(MAIN_TOUR_STEPS, role, everyTarget))).not.toContain('report');
    }
    expect(ids(selectTourSteps(MAIN_TOUR_STEPS, 'sorintian', everyTarget))).not.toContain(
      'profile',
    );
  });

  it('leaves out steps whose target is not on the page, keeping the order', () => {
    const present = new Set(['[data-tour="tutorial"]', '[data-tour="levels-dropdown"]']);
    expect(
      ids(selectTourSteps(MAIN_TOUR_STEPS, 'student', (selector) => present.has(selector))),
    ).toEqual(['levels-dropdown', 'tutorial']);
  });
});
