import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** The resource's average star rating and its number of votes. */
export function useRankingAverage(id: string) {
  return useQuery(endpointQuery(resourceEndpoints.getResourceRating, { params: { id } }));
}
