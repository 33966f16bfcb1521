import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getReportData } from './get-report-data.ts';
import { testAttemptsSchema } from './report-schemas.ts';

/** GET {reports}/classrooms/{classroomId}/{quizId}: the attempts of one test in one classroom. */
export function useTestAttempts(classroomId: string, quizId: string) {
  const { http } = useServices();
  const path = `/classrooms/${encodeURIComponent(classroomId)}/${encodeURIComponent(quizId)}`;
  return useQuery({
    queryKey: ['reports', 'test-attempts', classroomId, quizId] as const,
    queryFn: () => getReportData(http.reports, path, testAttemptsSchema),
  });
}
