import { useQuery } from '@tanstack/react-query';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/**
 * "Chi ha visto il tuo profilo": who opened or downloaded the student's data, newest first.
 * Scoped by user, since the path does not name the student; the section shows its own error.
 */
export function useProfileViews(userId: string) {
  return useQuery(
    endpointQuery(
      privacyEndpoints.listProfileViews,
      {},
      { scope: userId, request: { skipErrorToast: true } },
    ),
  );
}
