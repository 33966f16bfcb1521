import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Navigation } from '#common/api/journey/episode.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

/** The previous and next resource within the entity. */
export function getNavigation(http: ServiceClients, id: string): Promise<Navigation> {
  return request(http, resourceEndpoints.getResourceNavigation, { params: { id } });
}

export const navigationQueryOptions = (http: ServiceClients, id: string) =>
  queryOptions({
    queryKey: episodeQueryKeys.navigation(id),
    queryFn: () => getNavigation(http, id),
  });

export function useNavigation(id: string) {
  const { http } = useServices();
  return useQuery(navigationQueryOptions(http, id));
}
