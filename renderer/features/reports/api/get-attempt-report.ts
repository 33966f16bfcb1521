import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getReportData } from './get-report-data.ts';
import { attemptDetailSchema } from './report-schemas.ts';

/**
 * GET {reports}/tj/attempts/{id}: one attempt with the student's answers. Another professor's
 * attempt is a 404, which the page shows as its 404 page, so no toast.
 */
export function useAttemptReport(attemptId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'attempt', attemptId] as const,
    queryFn: () =>
      getReportData(
        http.reports,
        `/tj/attempts/${encodeURIComponent(attemptId)}`,
        attemptDetailSchema,
        {
          silent: true,
        },
      ),
    retry: false,
  });
}
