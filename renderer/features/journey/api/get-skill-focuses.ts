import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Collection } from '#common/api/journey/home.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** The skill focuses: short guided lists of entities. */
export function getSkillFocuses(http: ServiceClients): Promise<Collection[]> {
  return request(http, journeyEndpoints.getSkillFocuses, {});
}

export const skillFocusesQueryOptions = (http: ServiceClients) =>
  queryOptions({
    queryKey: ['journey', 'skill-focuses'] as const,
    queryFn: () => getSkillFocuses(http),
  });

export function useSkillFocuses() {
  const { http } = useServices();
  return useQuery(skillFocusesQueryOptions(http));
}
