import { useMutation } from '@tanstack/react-query';
import axios from 'axios';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { VIDEO_NOT_WATCHED_MESSAGE } from '#common/api/quizzes/tracker.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

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

/** Completes a watched lesson; a 409 shows as an info toast with the server's reason. */
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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: episodeQueryKeys.episode(id) }),
        queryClient.invalidateQueries({ queryKey: ['journey'] }),
      ]);
    },
  });
}
