import { useCallback, useEffect, useState } from 'react';
import type { Role } from '../../../../common/auth/roles.ts';
import { hasSeenMapTutorial, rememberMapTutorialSeen } from '../tour-memory.ts';
import { MAIN_TOUR_STEPS, selectTourSteps, targetOnPage, type TourStep } from '../tour-steps.ts';

/**
 * The main tour of the map: it starts by itself on the first visit once the page is `ready`
 * (its cards are on screen, so the steps can find their targets), and again from the tutorial
 * button. It is remembered as seen as soon as it starts, so leaving mid-way does not replay it.
 */
export function useMainTour(role: Role | null, ready: boolean) {
  const [steps, setSteps] = useState<TourStep[] | null>(null);

  const start = useCallback(() => {
    if (!role) return;
    const visible = selectTourSteps(MAIN_TOUR_STEPS, role, targetOnPage);
    rememberMapTutorialSeen();
    if (visible.length > 0) setSteps(visible);
  }, [role]);

  useEffect(() => {
    if (!ready || !role || hasSeenMapTutorial()) return;
    // After this commit has painted the cards, so that every step can find its target.
    const timer = window.setTimeout(start, 0);
    return () => window.clearTimeout(timer);
  }, [ready, role, start]);

  return { steps, start, close: useCallback(() => setSteps(null), []) };
}
