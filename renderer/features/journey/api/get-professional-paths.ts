import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/**
 * The professional paths: the entities that lead to one job, in order. A completed resource
 * refreshes them (they are among lib/journey's progress endpoints).
 */
export function useProfessionalPaths() {
  return useQuery(endpointQuery(journeyEndpoints.getProfessionalPaths, {}));
}
