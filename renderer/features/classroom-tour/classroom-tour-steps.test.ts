import { describe, expect, it } from 'vitest';
import { selectTourSteps } from '../../components/tour/tour-step.ts';
import { CLASSROOM_TOUR_STEPS } from './classroom-tour-steps.ts';

const ids = (steps: readonly { id: string }[]) => steps.map((step) => step.id);
const everyTarget = () => true;

describe('classroom tour steps', () => {
  it('points at the eight elements of spec 02 §2, in order, with the four placements only', () => {
    expect(ids(CLASSROOM_TOUR_STEPS)).toEqual([
      'create-classroom',
      'add-student',
      'add-student-group',
      'archive-classroom',
      'delete-classroom',
      'report',
      'homepage-breadcrumb',
      'tutorial',
    ]);
    for (const step of CLASSROOM_TOUR_STEPS) {
      expect(['top-center', 'bottom-center', 'bottom-left', 'bottom-right']).toContain(
        step.placement,
      );
    }
  });

  it('filters by role: the management steps and the report are for professors only', () => {
    expect(selectTourSteps(CLASSROOM_TOUR_STEPS, 'professor', everyTarget)).toHaveLength(8);
    for (const role of ['student', 'visitor', 'sorintian'] as const) {
      expect(ids(selectTourSteps(CLASSROOM_TOUR_STEPS, role, everyTarget))).toEqual([
        'homepage-breadcrumb',
        'tutorial',
      ]);
    }
  });
});
