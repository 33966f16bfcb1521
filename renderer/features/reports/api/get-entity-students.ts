import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getReportData } from './get-report-data.ts';
import { entityStudentsStatsSchema } from './report-schemas.ts';

/** GET {reports}/stats/entities/students: each student of a classroom on one entity. */
export function useEntityStudents(entityId: string, classroomId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'entity-students', entityId, classroomId] as const,
    queryFn: () =>
      getReportData(http.reports, '/stats/entities/students', entityStudentsStatsSchema, {
        params: { entity_id: entityId, classroom_id: classroomId },
      }),
  });
}
