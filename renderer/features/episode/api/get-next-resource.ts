import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  nextResourceResponseSchema,
  type EpisodeSummary,
} from '../../../../common/api/journey/episode.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/** GET {api}/tech-journey/resource/next/{id}: the suggested next resource; 204 means none. */
export async function getNextResource(
  api: AxiosInstance,
  id: string,
): Promise<EpisodeSummary | null> {
  const response = await api.get<unknown>(`/tech-journey/resource/next/${seg(id)}`);
  if (response.status === 204 || !response.data) return null;
  return nextResourceResponseSchema.parse(response.data);
}

export const nextResourceQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({ queryKey: episodeQueryKeys.next(id), queryFn: () => getNextResource(api, id) });

export function useNextResource(id: string) {
  const { http } = useServices();
  return useQuery(nextResourceQueryOptions(http.api, id));
}
