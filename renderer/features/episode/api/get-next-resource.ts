import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** The suggested next resource; null when the server has none (its 204). */
export function useNextResource(id: string) {
  return useQuery(endpointQuery(resourceEndpoints.getNextResource, { params: { id } }));
}
