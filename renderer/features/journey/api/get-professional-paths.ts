import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Collection } from '#common/api/journey/home.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** The professional paths: the entities that lead to one job, in order. */
export function getProfessionalPaths(http: ServiceClients): Promise<Collection[]> {
  return request(http, journeyEndpoints.getProfessionalPaths, {});
}

// Under 'journey', so a completed resource (which invalidates the journey) refreshes the progress.
export const professionalPathsQueryOptions = (http: ServiceClients) =>
  queryOptions({
    queryKey: ['journey', 'professional-paths'] as const,
    queryFn: () => getProfessionalPaths(http),
  });

export function useProfessionalPaths() {
  const { http } = useServices();
  return useQuery(professionalPathsQueryOptions(http));
}
