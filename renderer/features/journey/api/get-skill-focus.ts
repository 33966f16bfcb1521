import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { collectionSchema, type Collection } from '../../../../common/api/journey/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** GET {api}/tech-journey/skill-focuses/{id}: one focus; a 404 is shown as the 404 page. */
export async function getSkillFocus(api: AxiosInstance, focusId: string): Promise<Collection> {
  const response = await api.get<unknown>(
    `/tech-journey/skill-focuses/${encodeURIComponent(focusId)}`,
    { skipErrorToast: true },
  );
  return collectionSchema.parse(response.data);
}

export const skillFocusQueryOptions = (api: AxiosInstance, focusId: string) =>
  queryOptions({
    queryKey: ['journey', 'skill-focus', focusId] as const,
    queryFn: () => getSkillFocus(api, focusId),
  });

export function useSkillFocus(focusId: string) {
  const { http } = useServices();
  return useQuery(skillFocusQueryOptions(http.api, focusId));
}
