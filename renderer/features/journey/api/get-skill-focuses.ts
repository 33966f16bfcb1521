import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { collectionListSchema, type Collection } from '../../../../common/api/journey/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** GET {api}/tech-journey/skill-focuses: short guided lists of entities. */
export async function getSkillFocuses(api: AxiosInstance): Promise<Collection[]> {
  const response = await api.get<unknown>('/tech-journey/skill-focuses');
  return collectionListSchema.parse(response.data);
}

export const skillFocusesQueryOptions = (api: AxiosInstance) =>
  queryOptions({
    queryKey: ['journey', 'skill-focuses'] as const,
    queryFn: () => getSkillFocuses(api),
  });

export function useSkillFocuses() {
  const { http } = useServices();
  return useQuery(skillFocusesQueryOptions(http.api));
}
