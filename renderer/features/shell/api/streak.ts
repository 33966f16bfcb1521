import { useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';

/**
 * The student's streak. Keyed under 'journey', so every completion that refreshes the journey
 * (an exercise, a lesson, a quiz) refreshes the counter too. Visitors and company users never
 * ask (spec 02 §5), nor do professors, who have none.
 */
export function useStreak() {
  const { http } = useServices();
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';
  return useQuery({
    queryKey: ['journey', 'streak', userId],
    queryFn: () =>
      request(http, journeyEndpoints.getStreak, { params: { userId } }, { skipErrorToast: true }),
    enabled: claims?.role === 'student',
  });
}
