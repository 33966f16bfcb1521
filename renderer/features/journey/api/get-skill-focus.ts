import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** One skill focus; a 404 is shown as the 404 page, so no error toast. */
export function useSkillFocus(focusId: string) {
  return useQuery(
    endpointQuery(
      journeyEndpoints.getSkillFocus,
      { params: { id: focusId } },
      { request: { skipErrorToast: true } },
    ),
  );
}
