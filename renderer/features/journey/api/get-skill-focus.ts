import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Collection } from '#common/api/journey/home.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** One skill focus; a 404 is shown as the 404 page, so no error toast. */
export function getSkillFocus(http: ServiceClients, focusId: string): Promise<Collection> {
  return request(
    http,
    journeyEndpoints.getSkillFocus,
    { params: { id: focusId } },
    { skipErrorToast: true },
  );
}

export const skillFocusQueryOptions = (http: ServiceClients, focusId: string) =>
  queryOptions({
    queryKey: ['journey', 'skill-focus', focusId] as const,
    queryFn: () => getSkillFocus(http, focusId),
  });

export function useSkillFocus(focusId: string) {
  const { http } = useServices();
  return useQuery(skillFocusQueryOptions(http, focusId));
}
