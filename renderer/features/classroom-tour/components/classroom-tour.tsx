import { TourWithButton } from '../../../components/tour/tour-with-button.tsx';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { CLASSROOM_TOUR_STEPS } from '../classroom-tour-steps.ts';

/**
 * The 'Tutorial' button of classroom management and the tour it restarts (spec 02 §2); the tour
 * opens by itself on the first visit once `ready` (a classroom is selected, so its buttons are
 * on screen).
 */
export function ClassroomTour({ ready }: { ready: boolean }) {
  return (
    <TourWithButton
      steps={CLASSROOM_TOUR_STEPS}
      seenKey={STORAGE_KEYS.classroomTutorialSeen}
      ready={ready}
    />
  );
}
