import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';

/**
 * The student's streak. One of lib/journey's progress endpoints, so every completion that
 * refreshes the journey (an exercise, a lesson, a quiz) refreshes the counter too. Visitors and
 * company users never ask (spec 02 §5), nor do professors, who have none.
 */
export function useStreak() {
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';
  return useQuery(
    endpointQuery(
      journeyEndpoints.getStreak,
      { params: { userId } },
      { request: { skipErrorToast: true }, enabled: claims?.role === 'student' },
    ),
  );
}
