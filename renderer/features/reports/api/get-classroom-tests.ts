import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getReportData } from './get-report-data.ts';
import { classroomTestsSchema } from './report-schemas.ts';

/** GET {reports}/classrooms/tests: per classroom, its tests with attempt and pass counts. */
export function useClassroomTests() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'classroom-tests'] as const,
    queryFn: () => getReportData(http.reports, '/classrooms/tests', classroomTestsSchema),
  });
}
