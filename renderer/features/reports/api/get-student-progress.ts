import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getReportData } from './get-report-data.ts';
import { studentProgressSchema } from './report-schemas.ts';

/** GET {reports}/stats/entities/students/progress: one student's resources of one entity. */
export function useStudentProgress(entityId: string, studentId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'student-progress', entityId, studentId] as const,
    queryFn: () =>
      getReportData(http.reports, '/stats/entities/students/progress', studentProgressSchema, {
        params: { entity_id: entityId, student_id: studentId },
      }),
  });
}
