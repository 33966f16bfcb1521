import { useMutation } from '@tanstack/react-query';
import type { RankingAverage, VoteRequest } from '#common/api/journey/ranking.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

/** Votes 1-5; a new vote replaces the old one. The answer is the new average. */
export function postVote(http: ServiceClients, body: VoteRequest): Promise<RankingAverage> {
  return request(http, resourceEndpoints.voteResource, { body });
}

/** Votes; the answer is the new average, so both caches are set without another call. */
export function usePostVote(id: string) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: (vote: number) => postVote(http, { resource_id: id, vote }),
    onSuccess: (average, vote) => {
      queryClient.setQueryData(episodeQueryKeys.average(id), average);
      queryClient.setQueryData(episodeQueryKeys.myVote(id), vote);
    },
  });
}
