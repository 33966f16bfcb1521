import { TourWithButton } from '../../../components/tour/tour-with-button.tsx';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { MAIN_TOUR_STEPS } from '../tour-steps.ts';

/**
 * The 'Tutorial' button of the journey map and the main tour it restarts (spec 01 §2); the tour
 * opens by itself on the first visit once `ready` (the map's cards are on screen).
 */
export function MainTour({ ready }: { ready: boolean }) {
  return (
    <TourWithButton steps={MAIN_TOUR_STEPS} seenKey={STORAGE_KEYS.mapTutorialSeen} ready={ready} />
  );
}
