import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

/** The caller's vote on the resource, or null. */
export async function getMyVote(http: ServiceClients, id: string): Promise<number | null> {
  return (await request(http, resourceEndpoints.getMyResourceVote, { params: { id } })).vote;
}

export const myVoteQueryOptions = (http: ServiceClients, id: string) =>
  queryOptions({ queryKey: episodeQueryKeys.myVote(id), queryFn: () => getMyVote(http, id) });

export function useMyVote(id: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({ ...myVoteQueryOptions(http, id), enabled });
}
