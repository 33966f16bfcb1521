import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** The caller's vote on the resource, or null. */
export function useMyVote(id: string, enabled: boolean) {
  return useQuery(
    endpointQuery(
      resourceEndpoints.getMyResourceVote,
      { params: { id } },
      { enabled, select: (answer) => answer.vote },
    ),
  );
}
