import { useQuery } from '@tanstack/react-query';
import { reportEndpoints, type EntityStat } from '#common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** Completion and average score per entity, over all the professor's students. */
export function getEntityStats(http: ServiceClients): Promise<EntityStat[]> {
  return request(http, reportEndpoints.getReportEntityStats, {});
}

export function useEntityStats() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'entity-stats'] as const,
    queryFn: () => getEntityStats(http),
  });
}
