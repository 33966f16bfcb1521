import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { Role } from '../../../../common/auth/roles.ts';
import { itemDetailSchema, type ItemDetail } from '../../../../common/api/journey/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { sortItemDetail } from './sort-item-detail.ts';

/**
 * GET {api}/tech-journey/{id} (professors: /{id}/professor). A 404 (locked for a student, a
 * final test for anyone but professors) is the page's own 404, so no error toast is shown.
 */
export async function getItemDetail(
  api: AxiosInstance,
  role: Role,
  moduleId: string,
): Promise<ItemDetail> {
  const id = encodeURIComponent(moduleId);
  const path = role === 'professor' ? `/tech-journey/${id}/professor` : `/tech-journey/${id}`;
  const response = await api.get<unknown>(path, { skipErrorToast: true });
  return sortItemDetail(itemDetailSchema.parse(response.data));
}

export const itemDetailQueryOptions = (api: AxiosInstance, role: Role, moduleId: string) =>
  queryOptions({
    queryKey: ['journey', 'item-detail', role, moduleId] as const,
    queryFn: () => getItemDetail(api, role, moduleId),
  });

/** One module (or pit stop, focus, on-demand item) with its ordered sections and resources. */
export function useItemDetail(moduleId: string, role: Role) {
  const { http } = useServices();
  return useQuery(itemDetailQueryOptions(http.api, role, moduleId));
}
