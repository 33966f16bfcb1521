import { useQuery } from '@tanstack/react-query';
import { reportEndpoints, type ClassroomWithTests } from '#common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** Per classroom, its tests with attempt and pass counts. */
export function getClassroomTests(http: ServiceClients): Promise<ClassroomWithTests[]> {
  return request(http, reportEndpoints.getReportClassroomTests, {});
}

export function useClassroomTests() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'classroom-tests'] as const,
    queryFn: () => getClassroomTests(http),
  });
}
