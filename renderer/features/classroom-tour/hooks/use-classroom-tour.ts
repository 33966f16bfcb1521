import { useCallback, useEffect, useState } from 'react';
import type { Role } from '../../../../common/auth/roles.ts';
import { selectTourSteps, targetOnPage, type TourStep } from '../../tour/tour-steps.ts';
import {
  hasSeenClassroomTutorial,
  rememberClassroomTutorialSeen,
} from '../classroom-tour-memory.ts';
import { CLASSROOM_TOUR_STEPS } from '../classroom-tour-steps.ts';

/**
 * The classroom tour: it starts by itself on the first visit once the page is `ready` (a
 * classroom is selected, so its buttons are on screen), and again from the tutorial button.
 * It counts as seen from the moment it starts, so leaving half-way does not replay it.
 */
export function useClassroomTour(role: Role | null, ready: boolean) {
  const [steps, setSteps] = useState<TourStep[] | null>(null);

  const start = useCallback(() => {
    if (!role) return;
    const visible = selectTourSteps(CLASSROOM_TOUR_STEPS, role, targetOnPage);
    rememberClassroomTutorialSeen();
    if (visible.length > 0) setSteps(visible);
  }, [role]);

  useEffect(() => {
    if (!ready || !role || hasSeenClassroomTutorial()) return;
    // After the page has painted its buttons, so that every step finds its target.
    const timer = window.setTimeout(start, 0);
    return () => window.clearTimeout(timer);
  }, [ready, role, start]);

  return { steps, start, close: useCallback(() => setSteps(null), []) };
}
