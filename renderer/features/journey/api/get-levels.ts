import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { Role } from '../../../../common/auth/roles.ts';
import {
  HIDDEN_LEVEL_ORDER_NUM,
  levelsResponseSchema,
  type Level,
} from '../../../../common/api/journey/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * GET {api}/tech-journey, or /tech-journey/professor for professors (spec 01 §6). The server
 * already leaves out the hidden level; the filter here keeps that rule even if it did not.
 */
export async function getLevels(api: AxiosInstance, role: Role): Promise<Level[]> {
  const path = role === 'professor' ? '/tech-journey/professor' : '/tech-journey';
  const response = await api.get<unknown>(path);
  return levelsResponseSchema
    .parse(response.data)
    .filter((level) => level.order_num !== HIDDEN_LEVEL_ORDER_NUM)
    .sort((a, b) => a.order_num - b.order_num);
}

export const levelsQueryOptions = (api: AxiosInstance, role: Role) =>
  queryOptions({
    queryKey: ['journey', 'levels', role] as const,
    queryFn: () => getLevels(api, role),
  });

/** The visible levels with their entities, for the signed-in user's role. */
export function useLevels(role: Role) {
  const { http } = useServices();
  return useQuery(levelsQueryOptions(http.api, role));
}
