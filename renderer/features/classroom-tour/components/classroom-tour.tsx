import { GuidedTour } from '../../tour/components/guided-tour.tsx';
import { TutorialButton } from '../../tour/components/tutorial-button.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useClassroomTour } from '../hooks/use-classroom-tour.ts';

/**
 * The 'Tutorial' button of classroom management and the tour it restarts; the tour opens by
 * itself on the first visit once `ready`. Reuses the journey's tour bubble with its own steps.
 */
export function ClassroomTour({ ready }: { ready: boolean }) {
  const { role } = useSession();
  const tour = useClassroomTour(role, ready);
  return (
    <>
      <TutorialButton onStart={tour.start} />
      {tour.steps && <GuidedTour steps={tour.steps} onClose={tour.close} />}
    </>
  );
}
