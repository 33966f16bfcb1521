import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** The skill focuses: short guided lists of entities. */
export function useSkillFocuses() {
  return useQuery(endpointQuery(journeyEndpoints.getSkillFocuses, {}));
}
