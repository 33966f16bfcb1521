import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Entity } from '#common/api/journey/entity.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** The items outside the levels, always open. */
export function getOnDemand(http: ServiceClients): Promise<Entity[]> {
  return request(http, journeyEndpoints.getOnDemandEntities, {});
}

export const onDemandQueryOptions = (http: ServiceClients) =>
  queryOptions({ queryKey: ['journey', 'on-demand'] as const, queryFn: () => getOnDemand(http) });

export function useOnDemand() {
  const { http } = useServices();
  return useQuery(onDemandQueryOptions(http));
}
