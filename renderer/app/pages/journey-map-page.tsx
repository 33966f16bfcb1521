import { JourneyMapPage } from '../../features/journey/components/journey-map-page.tsx';
import { useTodoSync } from '../../features/todo/hooks/use-todo-sync.ts';
import { MainTour } from '../../features/tour/components/main-tour.tsx';

/** /map: the journey map with the main guided tour in its toolbar. */
export default function JourneyMapRoute() {
  useTodoSync();
  return <JourneyMapPage tour={<MainTour ready />} />;
}
