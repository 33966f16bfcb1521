import { useQuery } from '@tanstack/react-query';
import { HIDDEN_LEVEL_ORDER_NUM, type Level } from '#common/api/journey/entity.ts';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/**
 * The server already leaves out the hidden level; the filter here keeps that rule even if it did
 * not. A select, so the cache holds the answer as sent and other readers of the endpoint (the
 * level lookup of the surveys) share its entry.
 */
function visibleInOrder(levels: Level[]): Level[] {
  return levels
    .filter((level) => level.order_num !== HIDDEN_LEVEL_ORDER_NUM)
    .sort((a, b) => a.order_num - b.order_num);
}

/**
 * The visible levels with their entities, for the signed-in user's role: professors read their
 * own variant (spec 01 §6).
 */
export function useLevels(role: Role) {
  const endpoint =
    role === 'professor' ? journeyEndpoints.getProfessorLevels : journeyEndpoints.getLevels;
  return useQuery(endpointQuery(endpoint, {}, { select: visibleInOrder }));
}
