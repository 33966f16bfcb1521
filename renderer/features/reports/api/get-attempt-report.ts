import { useQuery } from '@tanstack/react-query';
import { liveCourseReportEndpoints } from '#common/api/reports/live-endpoints.ts';
import { reportEndpoints, type AttemptDetail } from '#common/api/reports/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * One attempt with the student's answers. Another professor's attempt is a 404, which the page
 * shows as its 404 page, so no toast.
 */
export function getAttemptReport(http: ServiceClients, attemptId: string): Promise<AttemptDetail> {
  return request(
    http,
    reportEndpoints.getReportAttempt,
    { params: { attemptId } },
    { skipErrorToast: true },
  );
}

export function useAttemptReport(attemptId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'attempt', attemptId] as const,
    queryFn: () => getAttemptReport(http, attemptId),
    retry: false,
  });
}

/** One live quiz attempt with the student's answers (the same shape as the journey's). */
export function useLiveAttemptReport(attemptId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'live-attempt', attemptId] as const,
    queryFn: () =>
      request(
        http,
        liveCourseReportEndpoints.getLiveAttempt,
        { params: { attemptId } },
        { skipErrorToast: true },
      ),
    retry: false,
  });
}

/** A classroom's terminated attempts of a live quiz, asked when the list is opened. */
export function useClassroomLiveAttempts(classroomId: string, quizId: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['reports', 'live-attempts', classroomId, quizId] as const,
    queryFn: () =>
      request(http, liveCourseReportEndpoints.listClassroomLiveAttempts, {
        params: { classroomId, quizId },
      }),
    enabled,
  });
}
