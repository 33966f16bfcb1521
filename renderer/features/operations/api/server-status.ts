import { useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '#common/api/operations/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';

/** The server reads disk and backup every 30 s: asking more often would show nothing new. */
const REFRESH_MS = 30_000;

/** The figures of «Stato del server»; only users with the admin flag ask. */
export function useServerStatus() {
  const { claims } = useSession();
  return useQuery(
    endpointQuery(
      operationsEndpoints.getServerStatus,
      {},
      {
        enabled: claims?.admin === true,
        refetchInterval: REFRESH_MS,
        // A failed background refresh shows on the page itself, not as a toast every 30 s.
        request: { skipErrorToast: true },
      },
    ),
  );
}
