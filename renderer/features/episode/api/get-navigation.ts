import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** The previous and next resource within the entity. */
export function useNavigation(id: string) {
  return useQuery(endpointQuery(resourceEndpoints.getResourceNavigation, { params: { id } }));
}
