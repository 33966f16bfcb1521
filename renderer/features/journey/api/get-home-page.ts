import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** Points, title, where to continue, started and saved items. */
export function useHomePage() {
  return useQuery(endpointQuery(journeyEndpoints.getHomePage, {}));
}
