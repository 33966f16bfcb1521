import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  rankingAverageSchema,
  type RankingAverage,
  type VoteRequest,
} from '../../../../common/api/journey/ranking.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

/** POST {api}/tech-journey/resource-ranking: vote 1-5; a new vote replaces the old one. */
export async function postVote(api: AxiosInstance, body: VoteRequest): Promise<RankingAverage> {
  const response = await api.post<unknown>('/tech-journey/resource-ranking', body);
  return rankingAverageSchema.parse(response.data);
}

/** Votes; the answer is the new average, so both caches are set without another call. */
export function usePostVote(id: string) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: (vote: number) => postVote(http.api, { resource_id: id, vote }),
    onSuccess: (average, vote) => {
      queryClient.setQueryData(episodeQueryKeys.average(id), average);
      queryClient.setQueryData(episodeQueryKeys.myVote(id), vote);
    },
  });
}
