import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { Role } from '../../../../common/auth/roles.ts';
import { levelTestResponseSchema, type ItemDetail } from '../../../../common/api/journey/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { sortItemDetail } from './sort-item-detail.ts';

/**
 * GET {api}/tech-journey/level/tests/{levelId} (professors: the /professor variant): the level's
 * final test, the only way to reach one (module-detail refuses final tests). Spec 01 §7: null on
 * failure, so a failed call reads as "no test".
 */
export async function getLevelTest(
  api: AxiosInstance,
  role: Role,
  levelId: string,
): Promise<ItemDetail | null> {
  const id = encodeURIComponent(levelId);
  const path =
    role === 'professor'
      ? `/tech-journey/level/tests/${id}/professor`
      : `/tech-journey/level/tests/${id}`;
  try {
    // A failure is told as "no test available" by the caller, not as an error toast.
    const response = await api.get<unknown>(path, { skipErrorToast: true });
    const test = levelTestResponseSchema.parse(response.data ?? null);
    return test && sortItemDetail(test);
  } catch {
    return null;
  }
}

export const levelTestQueryOptions = (api: AxiosInstance, role: Role, levelId: string) =>
  queryOptions({
    queryKey: ['journey', 'level-test', role, levelId] as const,
    queryFn: () => getLevelTest(api, role, levelId),
  });

/** Loads a level's final test on demand (when its card is chosen on the map). */
export function useLoadLevelTest() {
  const { http } = useServices();
  const { role } = useSession();
  const queryClient = useQueryClient();
  return (levelId: string) =>
    role ? queryClient.fetchQuery(levelTestQueryOptions(http.api, role, levelId)) : null;
}
