import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { RankingScope } from '#common/api/profile/index.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** The ranking around the caller (students; visitors and company users never ask, §5). */
export function useStudentsRanking(scope: RankingScope) {
  return useQuery(
    endpointQuery(
      profileEndpoints.getStudentsRanking,
      { query: { filter_by: scope } },
      { placeholderData: keepPreviousData },
    ),
  );
}

/** Students of the ranking by name (spec 02 §9: limit 10, offset 0); idle without a name. */
export function useRankingSearch(name: string) {
  const trimmed = name.trim();
  return useQuery(
    endpointQuery(
      profileEndpoints.searchStudentsRanking,
      { query: { name: trimmed, limit: 10, offset: 0 } },
      { enabled: trimmed !== '', placeholderData: keepPreviousData },
    ),
  );
}
