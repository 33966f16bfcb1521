import { useQuery } from '@tanstack/react-query';
import { reportEndpoints, type ResourceProgress } from '#common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** One student's resources of one entity. */
export function getStudentProgress(
  http: ServiceClients,
  entityId: string,
  studentId: string,
): Promise<ResourceProgress[]> {
  return request(http, reportEndpoints.getReportStudentProgress, {
    query: { entity_id: entityId, student_id: studentId },
  });
}

export function useStudentProgress(entityId: string, studentId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'student-progress', entityId, studentId] as const,
    queryFn: () => getStudentProgress(http, entityId, studentId),
  });
}
