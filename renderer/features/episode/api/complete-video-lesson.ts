import { useMutation } from '@tanstack/react-query';
import axios from 'axios';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { VIDEO_NOT_WATCHED_MESSAGE } from '#common/api/quizzes/tracker.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { journeyProgressEndpoints } from '../../../lib/journey/progress-endpoints.ts';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * Completes a lesson, or answers 'not-watched' on the 409 of a lesson the tracker has not seen
 * watched: that is not an error for the user.
 */
export async function completeVideoLesson(
  http: ServiceClients,
  id: string,
): Promise<'completed' | 'not-watched'> {
  try {
    await request(
      http,
      quizEndpoints.completeVideoLesson,
      { params: { id } },
      { skipErrorToast: true },
    );
    return 'completed';
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 409) return 'not-watched';
    throw error;
  }
}

/**
 * Completes a watched lesson; a 409 shows as an info toast with the server's reason. A plain
 * mutation, not useEndpointMutation: the 409 is an outcome here, and only a completion refreshes
 * the episode and the journey's progress.
 */
export function useCompleteVideoLesson(id: string) {
  const { http, queryClient, toasts } = useServices();
  return useMutation({
    mutationFn: () => completeVideoLesson(http, id),
    onSuccess: async (outcome) => {
      if (outcome === 'not-watched') {
        toasts.show('info', VIDEO_NOT_WATCHED_MESSAGE);
        return;
      }
      toasts.show('success', 'Lezione completata!');
      await invalidateEndpoints(queryClient, [
        resourceEndpoints.getEpisode,
        ...journeyProgressEndpoints,
      ]);
    },
  });
}
