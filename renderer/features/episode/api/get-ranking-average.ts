import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingAverage } from '#common/api/journey/ranking.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

/** The resource's average star rating and its number of votes. */
export function getRankingAverage(http: ServiceClients, id: string): Promise<RankingAverage> {
  return request(http, resourceEndpoints.getResourceRating, { params: { id } });
}

export const rankingAverageQueryOptions = (http: ServiceClients, id: string) =>
  queryOptions({
    queryKey: episodeQueryKeys.average(id),
    queryFn: () => getRankingAverage(http, id),
  });

export function useRankingAverage(id: string) {
  const { http } = useServices();
  return useQuery(rankingAverageQueryOptions(http, id));
}
