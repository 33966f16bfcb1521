import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { navigationSchema, type Navigation } from '../../../../common/api/journey/episode.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/** GET {api}/tech-journey/video-lessons/{id}/navigation: previous and next within the entity. */
export async function getNavigation(api: AxiosInstance, id: string): Promise<Navigation> {
  const response = await api.get<unknown>(`/tech-journey/video-lessons/${seg(id)}/navigation`);
  return navigationSchema.parse(response.data);
}

export const navigationQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({
    queryKey: episodeQueryKeys.navigation(id),
    queryFn: () => getNavigation(api, id),
  });

export function useNavigation(id: string) {
  const { http } = useServices();
  return useQuery(navigationQueryOptions(http.api, id));
}
