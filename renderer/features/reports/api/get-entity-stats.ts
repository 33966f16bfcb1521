import { useQuery } from '@tanstack/react-query';
import { reportEndpoints, type EntityStat } from '#common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * Completion and average score per entity over one classroom's students: the page is about the
 * classroom in its selector, so its statistics count the same students the selector does.
 */
export function getEntityStats(http: ServiceClients, classroomId: string): Promise<EntityStat[]> {
  return request(http, reportEndpoints.getReportEntityStats, {
    query: { classroom_id: classroomId },
  });
}

export function useEntityStats(classroomId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'entity-stats', classroomId] as const,
    queryFn: () => getEntityStats(http, classroomId),
  });
}
