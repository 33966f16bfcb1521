import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { endpointQuery } from '../query/endpoint-query.ts';

/**
 * The id of the level an entity (a level's final test) belongs to, for the level-feedback
 * survey's position; null while unknown. Reads the same levels list the journey map shows.
 */
export function useLevelIdOfEntity(entityId: string, enabled: boolean): string | null {
  const levels = useQuery(
    endpointQuery(journeyEndpoints.getLevels, {}, { request: { skipErrorToast: true }, enabled }),
  );
  const level = levels.data?.find((l) => l.entities.some((entity) => entity.id === entityId));
  return level?.id ?? null;
}
