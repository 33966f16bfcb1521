import { useMutation } from '@tanstack/react-query';
import axios, { type AxiosInstance } from 'axios';
import { VIDEO_NOT_WATCHED_MESSAGE } from '../../../../common/api/quizzes/tracker.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/**
 * POST {api}/tech-journey/video-lessons/{id}/complete → 204, or 409 when the tracker has not
 * seen the lesson watched: that is not an error for the user, so it comes back as 'not-watched'.
 */
export async function completeVideoLesson(
  api: AxiosInstance,
  id: string,
): Promise<'completed' | 'not-watched'> {
  try {
    await api.post(`/tech-journey/video-lessons/${seg(id)}/complete`, undefined, {
      skipErrorToast: true,
    });
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
    mutationFn: () => completeVideoLesson(http.api, id),
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
