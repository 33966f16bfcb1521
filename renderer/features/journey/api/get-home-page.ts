import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { HomePage } from '#common/api/journey/home.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** Points, title, where to continue, started and saved items. */
export function getHomePage(http: ServiceClients): Promise<HomePage> {
  return request(http, journeyEndpoints.getHomePage, {});
}

export const homePageQueryOptions = (http: ServiceClients) =>
  queryOptions({
    queryKey: ['journey', 'home-page'] as const,
    queryFn: () => getHomePage(http),
  });

export function useHomePage() {
  const { http } = useServices();
  return useQuery(homePageQueryOptions(http));
}
