import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** One resource to show. A 404 is the page's own 404 page, so no toast. */
export function useEpisode(id: string) {
  return useQuery(
    endpointQuery(
      resourceEndpoints.getEpisode,
      { params: { id } },
      { request: { skipErrorToast: true } },
    ),
  );
}
