import { useQueryClient } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { ItemDetail } from '#common/api/journey/item-detail.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { sortItemDetail } from './sort-item-detail.ts';

/**
 * Loads a level's final test on demand (when its card is chosen on the map), professors through
 * their own variant: the only way to reach one (module detail refuses final tests). Spec 01 §7:
 * null on failure, so a failed call reads as "no test" (told by the caller, not as an error
 * toast).
 */
export function useLoadLevelTest() {
  const { role } = useSession();
  const queryClient = useQueryClient();
  return async (levelId: string): Promise<ItemDetail | null> => {
    if (!role) return null;
    const endpoint =
      role === 'professor' ? journeyEndpoints.getProfessorLevelTest : journeyEndpoints.getLevelTest;
    try {
      const test = await queryClient.fetchQuery(
        endpointQuery(endpoint, { params: { id: levelId } }, { request: { skipErrorToast: true } }),
      );
      return test && sortItemDetail(test);
    } catch {
      return null;
    }
  };
}
