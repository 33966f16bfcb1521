import { useQuery } from '@tanstack/react-query';
import { reportEndpoints, type ReportClassroom } from '#common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** The professor's classrooms (names and student counts). */
export function getReportClassrooms(http: ServiceClients): Promise<ReportClassroom[]> {
  return request(http, reportEndpoints.getReportClassrooms, {});
}

export function useReportClassrooms() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'classrooms'] as const,
    queryFn: () => getReportClassrooms(http),
  });
}
