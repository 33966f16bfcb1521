import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../lib/session-context.tsx';
import { hasSeenTour, rememberTourSeen } from './tour-memory.ts';
import { selectTourSteps, targetOnPage, type TourStep } from './tour-step.ts';

/**
 * A guided tour over `steps`: it starts by itself on the first visit once the page is `ready`
 * (the elements it points at are on screen, so the steps can find their targets), and again
 * from `start` (the tutorial button). It is remembered under `seenKey` as soon as it starts, so
 * leaving mid-way does not replay it. Only the steps for the signed-in role whose target is on
 * the page are walked.
 */
export function useTour(steps: readonly TourStep[], seenKey: string, ready: boolean) {
  const { role } = useSession();
  const [shown, setShown] = useState<TourStep[] | null>(null);

  const start = useCallback(() => {
    if (!role) return;
    const visible = selectTourSteps(steps, role, targetOnPage);
    rememberTourSeen(seenKey);
    if (visible.length > 0) setShown(visible);
  }, [role, steps, seenKey]);

  useEffect(() => {
    if (!ready || !role || hasSeenTour(seenKey)) return;
    // After this commit has painted the page, so that every step can find its target.
    const timer = window.setTimeout(start, 0);
    return () => window.clearTimeout(timer);
  }, [ready, role, seenKey, start]);

  return { steps: shown, start, close: useCallback(() => setShown(null), []) };
}
