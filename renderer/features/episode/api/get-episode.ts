import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { episodeSchema, type Episode } from '../../../../common/api/journey/episode.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/** GET {api}/tech-journey/resource/{id}. A 404 is the page's own 404 page, so no toast. */
export async function getEpisode(api: AxiosInstance, id: string): Promise<Episode> {
  const response = await api.get<unknown>(`/tech-journey/resource/${seg(id)}`, {
    skipErrorToast: true,
  });
  return episodeSchema.parse(response.data);
}

export const episodeQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({ queryKey: episodeQueryKeys.episode(id), queryFn: () => getEpisode(api, id) });

export function useEpisode(id: string) {
  const { http } = useServices();
  return useQuery(episodeQueryOptions(http.api, id));
}
