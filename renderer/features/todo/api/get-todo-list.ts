import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';

/**
 * The to-do list of the signed-in student, scoped by user; other roles have none and make no
 * call (spec 01 §6).
 */
export function useTodoList() {
  const { claims } = useSession();
  return useQuery(
    endpointQuery(
      journeyEndpoints.getTodoList,
      {},
      { scope: claims?.user_id ?? '', enabled: claims?.role === 'student' },
    ),
  );
}
