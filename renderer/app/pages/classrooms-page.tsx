import { ClassroomAssignments } from '../../features/assignments/components/classroom-assignments.tsx';
import { ClassroomTour } from '../../features/classroom-tour/components/classroom-tour.tsx';
import { ClassroomsPage } from '../../features/classrooms/components/classrooms-page.tsx';

/** /classroom-management: the classrooms with their guided tour and their assignments. */
export default function ClassroomsRoute() {
  return (
    <ClassroomsPage
      tour={(ready) => <ClassroomTour ready={ready} />}
      assignments={(classroomId) => <ClassroomAssignments classroomId={classroomId} />}
    />
  );
}
