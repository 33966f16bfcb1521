import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  myVoteSchema,
  rankingAverageSchema,
  type RankingAverage,
  type VoteRequest,
} from '../../../../common/api/journey/ranking.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/** GET {api}/tech-journey/resource-ranking/average/{id}. */
export async function getRankingAverage(api: AxiosInstance, id: string): Promise<RankingAverage> {
  const response = await api.get<unknown>(`/tech-journey/resource-ranking/average/${seg(id)}`);
  return rankingAverageSchema.parse(response.data);
}

/** GET {api}/tech-journey/resource-ranking/my/{id}: the caller's vote or null. */
export async function getMyVote(api: AxiosInstance, id: string): Promise<number | null> {
  const response = await api.get<unknown>(`/tech-journey/resource-ranking/my/${seg(id)}`);
  return myVoteSchema.parse(response.data).vote;
}

/** POST {api}/tech-journey/resource-ranking: vote 1-5; a new vote replaces the old one. */
export async function postVote(api: AxiosInstance, body: VoteRequest): Promise<RankingAverage> {
  const response = await api.post<unknown>('/tech-journey/resource-ranking', body);
  return rankingAverageSchema.parse(response.data);
}

export const rankingAverageQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({
    queryKey: episodeQueryKeys.average(id),
    queryFn: () => getRankingAverage(api, id),
  });

export const myVoteQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({ queryKey: episodeQueryKeys.myVote(id), queryFn: () => getMyVote(api, id) });

export function useRankingAverage(id: string) {
  const { http } = useServices();
  return useQuery(rankingAverageQueryOptions(http.api, id));
}

export function useMyVote(id: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({ ...myVoteQueryOptions(http.api, id), enabled });
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
