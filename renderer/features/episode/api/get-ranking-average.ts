import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  rankingAverageSchema,
  type RankingAverage,
} from '../../../../common/api/journey/ranking.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/** GET {api}/tech-journey/resource-ranking/average/{id}. */
export async function getRankingAverage(api: AxiosInstance, id: string): Promise<RankingAverage> {
  const response = await api.get<unknown>(`/tech-journey/resource-ranking/average/${seg(id)}`);
  return rankingAverageSchema.parse(response.data);
}

export const rankingAverageQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({
    queryKey: episodeQueryKeys.average(id),
    queryFn: () => getRankingAverage(api, id),
  });

export function useRankingAverage(id: string) {
  const { http } = useServices();
  return useQuery(rankingAverageQueryOptions(http.api, id));
}
