import { useQuery } from '@tanstack/react-query';
import { assignmentEndpoints } from '#common/api/assignments/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';

/** Asked again every minute, like the bell, so work done elsewhere and new work show up. */
const REFRESH_MS = 60_000;

/**
 * The signed-in student's «Compiti» (students only; other roles make no call). Errors are
 * shown by the list itself, with «Riprova», not as a toast: the home page and the bell both
 * read this.
 */
export function useMyAssignments() {
  const { claims } = useSession();
  return useQuery(
    endpointQuery(
      assignmentEndpoints.listMyAssignments,
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
