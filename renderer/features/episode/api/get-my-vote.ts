import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { myVoteSchema } from '../../../../common/api/journey/ranking.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/** GET {api}/tech-journey/resource-ranking/my/{id}: the caller's vote or null. */
export async function getMyVote(api: AxiosInstance, id: string): Promise<number | null> {
  const response = await api.get<unknown>(`/tech-journey/resource-ranking/my/${seg(id)}`);
  return myVoteSchema.parse(response.data).vote;
}

export const myVoteQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({ queryKey: episodeQueryKeys.myVote(id), queryFn: () => getMyVote(api, id) });

export function useMyVote(id: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({ ...myVoteQueryOptions(http.api, id), enabled });
}
