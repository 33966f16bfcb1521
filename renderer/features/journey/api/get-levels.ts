import { queryOptions, useQuery } from '@tanstack/react-query';
import { HIDDEN_LEVEL_ORDER_NUM, type Level } from '#common/api/journey/entity.ts';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * The levels, through the professors' own variant for professors (spec 01 §6). The server
 * already leaves out the hidden level; the filter here keeps that rule even if it did not.
 */
export async function getLevels(http: ServiceClients, role: Role): Promise<Level[]> {
  const endpoint =
    role === 'professor' ? journeyEndpoints.getProfessorLevels : journeyEndpoints.getLevels;
  const levels = await request(http, endpoint, {});
  return levels
    .filter((level) => level.order_num !== HIDDEN_LEVEL_ORDER_NUM)
    .sort((a, b) => a.order_num - b.order_num);
}

export const levelsQueryOptions = (http: ServiceClients, role: Role) =>
  queryOptions({
    queryKey: ['journey', 'levels', role] as const,
    queryFn: () => getLevels(http, role),
  });

/** The visible levels with their entities, for the signed-in user's role. */
export function useLevels(role: Role) {
  const { http } = useServices();
  return useQuery(levelsQueryOptions(http, role));
}
