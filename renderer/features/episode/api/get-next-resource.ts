import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EpisodeSummary } from '#common/api/journey/episode.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

/** The suggested next resource; null when the server has none (its 204). */
export function getNextResource(http: ServiceClients, id: string): Promise<EpisodeSummary | null> {
  return request(http, resourceEndpoints.getNextResource, { params: { id } });
}

export const nextResourceQueryOptions = (http: ServiceClients, id: string) =>
  queryOptions({ queryKey: episodeQueryKeys.next(id), queryFn: () => getNextResource(http, id) });

export function useNextResource(id: string) {
  const { http } = useServices();
  return useQuery(nextResourceQueryOptions(http, id));
}
