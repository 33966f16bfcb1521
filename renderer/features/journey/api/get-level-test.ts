import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { ItemDetail } from '#common/api/journey/item-detail.ts';
import type { Role } from '#common/auth/roles.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { sortItemDetail } from './sort-item-detail.ts';

/**
 * A level's final test (professors through their own variant), the only way to reach one
 * (module detail refuses final tests). Spec 01 §7: null on failure, so a failed call reads as
 * "no test".
 */
export async function getLevelTest(
  http: ServiceClients,
  role: Role,
  levelId: string,
): Promise<ItemDetail | null> {
  const endpoint =
    role === 'professor' ? journeyEndpoints.getProfessorLevelTest : journeyEndpoints.getLevelTest;
  try {
    // A failure is told as "no test available" by the caller, not as an error toast.
    const test = await request(
      http,
      endpoint,
      { params: { id: levelId } },
      { skipErrorToast: true },
    );
    return test && sortItemDetail(test);
  } catch {
    return null;
  }
}

export const levelTestQueryOptions = (http: ServiceClients, role: Role, levelId: string) =>
  queryOptions({
    queryKey: ['journey', 'level-test', role, levelId] as const,
    queryFn: () => getLevelTest(http, role, levelId),
  });

/** Loads a level's final test on demand (when its card is chosen on the map). */
export function useLoadLevelTest() {
  const { http } = useServices();
  const { role } = useSession();
  const queryClient = useQueryClient();
  return (levelId: string) =>
    role ? queryClient.fetchQuery(levelTestQueryOptions(http, role, levelId)) : null;
}
