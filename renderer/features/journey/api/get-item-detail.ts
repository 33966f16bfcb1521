import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { ItemDetail } from '#common/api/journey/item-detail.ts';
import type { Role } from '#common/auth/roles.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { sortItemDetail } from './sort-item-detail.ts';

/**
 * One entity with its sections (professors through their own variant). A 404 (locked for a
 * student, a final test for anyone but professors) is the page's own 404, so no error toast.
 */
export async function getItemDetail(
  http: ServiceClients,
  role: Role,
  moduleId: string,
): Promise<ItemDetail> {
  const endpoint =
    role === 'professor' ? journeyEndpoints.getProfessorItemDetail : journeyEndpoints.getItemDetail;
  const item = await request(
    http,
    endpoint,
    { params: { id: moduleId } },
    { skipErrorToast: true },
  );
  return sortItemDetail(item);
}

export const itemDetailQueryOptions = (http: ServiceClients, role: Role, moduleId: string) =>
  queryOptions({
    queryKey: ['journey', 'item-detail', role, moduleId] as const,
    queryFn: () => getItemDetail(http, role, moduleId),
  });

/** One module (or pit stop, focus, on-demand item) with its ordered sections and resources. */
export function useItemDetail(moduleId: string, role: Role) {
  const { http } = useServices();
  return useQuery(itemDetailQueryOptions(http, role, moduleId));
}
