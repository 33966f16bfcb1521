import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { request } from '../http/request.ts';
import { useServices } from '../services/services-context.tsx';

/**
 * The id of the level an entity (a level's final test) belongs to, for the level-feedback
 * survey's position; null while unknown. Reads the same levels list the journey map shows.
 */
export function useLevelIdOfEntity(entityId: string, enabled: boolean): string | null {
  const { http } = useServices();
  const levels = useQuery({
    queryKey: ['surveys', 'levels'],
    queryFn: () => request(http, journeyEndpoints.getLevels, {}, { skipErrorToast: true }),
    enabled,
  });
  const level = levels.data?.find((l) => l.entities.some((entity) => entity.id === entityId));
  return level?.id ?? null;
}
