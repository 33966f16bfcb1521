import { useQuery } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type { StudentTestSession } from '#common/api/classrooms/index.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';

/** Asked again every minute, so a notice whose session has ended goes away by itself. */
const REFRESH_MS = 60_000;

/**
 * The test sessions open now for the signed-in student (students only; other roles make no
 * call). A failure leaves no notice rather than an error toast: the journey still works.
 */
export function useMyTestSessions() {
  const { http } = useServices();
  const { claims } = useSession();
  return useQuery({
    queryKey: ['test-sessions', 'mine', claims?.user_id ?? ''],
    queryFn: (): Promise<StudentTestSession[]> =>
      request(http, classroomEndpoints.listMyTestSessions, {}, { skipErrorToast: true }),
    enabled: claims?.role === 'student',
    refetchInterval: REFRESH_MS,
  });
}
