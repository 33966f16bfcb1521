import { useQuery } from '@tanstack/react-query';
import { reportEndpoints, type TestAttempt } from '#common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** The terminated attempts of one test in one classroom, newest first. */
export function getTestAttempts(
  http: ServiceClients,
  classroomId: string,
  quizId: string,
): Promise<TestAttempt[]> {
  return request(http, reportEndpoints.getReportTestAttempts, { params: { classroomId, quizId } });
}

export function useTestAttempts(classroomId: string, quizId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'test-attempts', classroomId, quizId] as const,
    queryFn: () => getTestAttempts(http, classroomId, quizId),
  });
}
