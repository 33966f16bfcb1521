import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** The items outside the levels, always open. */
export function useOnDemand() {
  return useQuery(endpointQuery(journeyEndpoints.getOnDemandEntities, {}));
}
