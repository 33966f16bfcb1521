import { useQuery } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';

/** Asked again every minute, so a notice whose session has ended goes away by itself. */
const REFRESH_MS = 60_000;

/**
 * The test sessions open now for the signed-in student (students only; other roles make no
 * call). A failure leaves no notice rather than an error toast: the journey still works.
 */
export function useMyTestSessions() {
  const { claims } = useSession();
  return useQuery(
    endpointQuery(
      classroomEndpoints.listMyTestSessions,
      {},
      {
        scope: claims?.user_id ?? '',
        request: { skipErrorToast: true },
        enabled: claims?.role === 'student',
        refetchInterval: REFRESH_MS,
      },
    ),
  );
}
