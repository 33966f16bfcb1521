import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { homePageSchema, type HomePage } from '../../../../common/api/journey/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** GET {api}/tech-journey/home-page: points, title, where to continue, started and saved items. */
export async function getHomePage(api: AxiosInstance): Promise<HomePage> {
  const response = await api.get<unknown>('/tech-journey/home-page');
  return homePageSchema.parse(response.data);
}

export const homePageQueryOptions = (api: AxiosInstance) =>
  queryOptions({
    queryKey: ['journey', 'home-page'] as const,
    queryFn: () => getHomePage(api),
  });

export function useHomePage() {
  const { http } = useServices();
  return useQuery(homePageQueryOptions(http.api));
}
