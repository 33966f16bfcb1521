import type { TourStep } from './tour-step.ts';
import { GuidedTour } from './guided-tour.tsx';
import { TutorialButton } from './tutorial-button.tsx';
import { useTour } from './use-tour.ts';

/**
 * The 'Tutorial' button and the tour it restarts, over a feature's own steps; the tour opens by
 * itself on the first visit once `ready`.
 */
export function TourWithButton({
  steps,
  seenKey,
  ready,
}: {
  steps: readonly TourStep[];
  seenKey: string;
  ready: boolean;
}) {
  const tour = useTour(steps, seenKey, ready);
  return (
    <>
      <TutorialButton onStart={tour.start} />
      {tour.steps && <GuidedTour steps={tour.steps} onClose={tour.close} />}
    </>
  );
}
