import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { SkillType, UserHobbies, UserSkills } from '#common/api/profile/index.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** How many suggestions a picker shows per search. */
export const PICKER_PAGE_SIZE = 8;

/** Hobbies or skills of one type whose name contains `search` (search-as-you-type). */
export function useCatalogueSearch(kind: 'hobby' | SkillType, search: string) {
  const { http } = useServices();
  const query = { search: search.trim(), limit: PICKER_PAGE_SIZE, offset: 0 };
  return useQuery({
    queryKey: ['catalogue', kind, query.search],
    queryFn: () =>
      kind === 'hobby'
        ? request(http, profileEndpoints.searchHobbies, { query })
        : request(http, profileEndpoints.searchSkills, { query: { ...query, type: kind } }),
    // The previous suggestions stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export const userHobbiesQueryKey = (userId: string) => ['profile', 'hobbies', userId] as const;
export const userSkillsQueryKey = (userId: string) => ['profile', 'skills', userId] as const;

export function useUserHobbies(userId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: userHobbiesQueryKey(userId),
    queryFn: () => request(http, profileEndpoints.getUserHobbies, { params: { userId } }),
  });
}

export function useUserSkills(userId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: userSkillsQueryKey(userId),
    queryFn: () => request(http, profileEndpoints.getUserSkills, { params: { userId } }),
  });
}

export const saveHobbies = (http: ServiceClients, ids: string[]): Promise<UserHobbies> =>
  request(http, profileEndpoints.saveHobbies, { body: { hobbies: ids } });

export const saveSkills = (
  http: ServiceClients,
  skills: { soft: string[]; hard: string[] },
): Promise<UserSkills> =>
  request(http, profileEndpoints.saveSkills, {
    body: { soft_skills: skills.soft, hard_skills: skills.hard },
  });
