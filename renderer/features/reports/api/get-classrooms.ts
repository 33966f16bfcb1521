import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getReportData } from './get-report-data.ts';
import { reportClassroomsSchema } from './report-schemas.ts';

/** GET {reports}/classrooms: the professor's classrooms (names and student counts). */
export function useReportClassrooms() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'classrooms'] as const,
    queryFn: () => getReportData(http.reports, '/classrooms', reportClassroomsSchema),
  });
}
