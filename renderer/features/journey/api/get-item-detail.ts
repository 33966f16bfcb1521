import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { sortItemDetail } from './sort-item-detail.ts';

/**
 * One module (or pit stop, focus, on-demand item) with its ordered sections and resources,
 * professors through their own variant. A 404 (locked for a student, a final test for anyone
 * but professors) is the page's own 404, so no error toast.
 */
export function useItemDetail(moduleId: string, role: Role) {
  const endpoint =
    role === 'professor' ? journeyEndpoints.getProfessorItemDetail : journeyEndpoints.getItemDetail;
  return useQuery(
    endpointQuery(
      endpoint,
      { params: { id: moduleId } },
      { request: { skipErrorToast: true }, select: sortItemDetail },
    ),
  );
}
