import { useQueryClient } from '@tanstack/react-query';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { setEndpointData, useEndpointMutation } from '../../../lib/query/index.ts';

/**
 * Votes 1-5; a new vote replaces the old one. The answer is the new average, so both the
 * average's and the own vote's entries are written without another call.
 */
export function usePostVote(id: string) {
  const queryClient = useQueryClient();
  const params = { params: { id } };
  return useEndpointMutation(resourceEndpoints.voteResource, {
    args: (vote: number) => ({ body: { resource_id: id, vote } }),
    onSuccess: (average, vote) => {
      setEndpointData(queryClient, resourceEndpoints.getResourceRating, params, average);
      setEndpointData(queryClient, resourceEndpoints.getMyResourceVote, params, { vote });
    },
  });
}
