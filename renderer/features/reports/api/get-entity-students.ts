import { useQuery } from '@tanstack/react-query';
import { reportEndpoints, type EntityStudent } from '#common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** Each student of a classroom on one entity. */
export function getEntityStudents(
  http: ServiceClients,
  entityId: string,
  classroomId: string,
): Promise<EntityStudent[]> {
  return request(http, reportEndpoints.getReportEntityStudents, {
    query: { entity_id: entityId, classroom_id: classroomId },
  });
}

export function useEntityStudents(entityId: string, classroomId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'entity-students', entityId, classroomId] as const,
    queryFn: () => getEntityStudents(http, entityId, classroomId),
  });
}
