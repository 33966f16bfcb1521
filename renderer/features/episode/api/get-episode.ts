import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Episode } from '#common/api/journey/episode.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

/** One resource to show. A 404 is the page's own 404 page, so no toast. */
export function getEpisode(http: ServiceClients, id: string): Promise<Episode> {
  return request(http, resourceEndpoints.getEpisode, { params: { id } }, { skipErrorToast: true });
}

export const episodeQueryOptions = (http: ServiceClients, id: string) =>
  queryOptions({ queryKey: episodeQueryKeys.episode(id), queryFn: () => getEpisode(http, id) });

export function useEpisode(id: string) {
  const { http } = useServices();
  return useQuery(episodeQueryOptions(http, id));
}
