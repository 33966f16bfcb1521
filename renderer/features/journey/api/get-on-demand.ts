import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { entityListSchema, type Entity } from '../../../../common/api/journey/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** GET {api}/tech-journey/on-demand: the items outside the levels, always open. */
export async function getOnDemand(api: AxiosInstance): Promise<Entity[]> {
  const response = await api.get<unknown>('/tech-journey/on-demand');
  return entityListSchema.parse(response.data);
}

export const onDemandQueryOptions = (api: AxiosInstance) =>
  queryOptions({ queryKey: ['journey', 'on-demand'] as const, queryFn: () => getOnDemand(api) });

export function useOnDemand() {
  const { http } = useServices();
  return useQuery(onDemandQueryOptions(http.api));
}
