import { useCallback, useEffect, useState } from 'react';
import { isBlockingModalOpen, useIsBlockingModalOpen } from '../../lib/blocking-modal.ts';
import { useSession } from '../../lib/session-context.tsx';
import { hasSeenTour, rememberTourSeen } from './tour-memory.ts';
import { selectTourSteps, targetOnPage, type TourStep } from './tour-step.ts';

/**
 * A guided tour over `steps`: it starts by itself on the first visit once the page is `ready`
 * (the elements it points at are on screen, so the steps can find their targets), and again
 * from `start` (the tutorial button). It is remembered under `seenKey` as soon as it starts, so
 * leaving mid-way does not replay it. Only the steps for the signed-in role whose target is on
 * the page are walked. While a blocking modal is open (the password-expired one) the first-visit
 * tour waits, unseen, and starts once it is gone.
 */
export function useTour(steps: readonly TourStep[], seenKey: string, ready: boolean) {
  const { role } = useSession();
  const [shown, setShown] = useState<TourStep[] | null>(null);
  const blocked = useIsBlockingModalOpen();

  const start = useCallback(() => {
    if (!role) return;
    const visible = selectTourSteps(steps, role, targetOnPage);
    rememberTourSeen(seenKey);
    if (visible.length > 0) setShown(visible);
  }, [role, steps, seenKey]);

  useEffect(() => {
    if (!ready || blocked || !role || hasSeenTour(seenKey)) return;
    // After this commit has painted the page, so that every step can find its target; checked
    // again then, for a modal that opened in the same commit.
    const timer = window.setTimeout(() => {
      if (!isBlockingModalOpen()) start();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ready, blocked, role, seenKey, start]);

  return { steps: shown, start, close: useCallback(() => setShown(null), []) };
}
