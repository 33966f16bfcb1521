import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { SkillType, UserHobbies, UserSkills } from '#common/api/profile/index.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { request } from '../../../lib/http/request.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** How many suggestions a picker shows per search. */
export const PICKER_PAGE_SIZE = 8;

/**
 * Hobbies or skills of one type whose name contains `search` (search-as-you-type); idle while
 * the text is blank, which the server refuses (spec 02 §5: the search text is needed).
 */
export function useCatalogueSearch(kind: 'hobby' | SkillType, search: string) {
  const query = { search: search.trim(), limit: PICKER_PAGE_SIZE, offset: 0 };
  const typed = query.search !== '';
  // The previous suggestions stay while the next ones load, so the list does not flicker.
  const options = { placeholderData: keepPreviousData, staleTime: 5 * 60_000 };
  // Two endpoints, one asked: hooks cannot be chosen, their `enabled` can.
  const hobbies = useQuery(
    endpointQuery(
      profileEndpoints.searchHobbies,
      { query },
      { ...options, enabled: typed && kind === 'hobby' },
    ),
  );
  const skills = useQuery(
    endpointQuery(
      profileEndpoints.searchSkills,
      { query: { ...query, type: kind === 'hobby' ? 'soft' : kind } },
      { ...options, enabled: typed && kind !== 'hobby' },
    ),
  );
  return kind === 'hobby' ? hobbies : skills;
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
