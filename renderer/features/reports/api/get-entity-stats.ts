import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getReportData } from './get-report-data.ts';
import { entityStatsSchema } from './report-schemas.ts';

/** GET {reports}/stats/entities: completion and average score per entity, over all students. */
export function useEntityStats() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'entity-stats'] as const,
    queryFn: () => getReportData(http.reports, '/stats/entities', entityStatsSchema),
  });
}
