import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys, seg } from './episode-query-keys.ts';

/** POST {api}/tech-journey/exercises/{id}/complete → 204. */
export async function completeExercise(api: AxiosInstance, id: string): Promise<void> {
  await api.post(`/tech-journey/exercises/${seg(id)}/complete`);
}

/** Completes the exercise; the episode and the journey's progress (module, map, home) refresh. */
export function useCompleteExercise(id: string) {
  const { http, queryClient, toasts } = useServices();
  return useMutation({
    mutationFn: () => completeExercise(http.api, id),
    onSuccess: () => {
      toasts.show('success', 'Esercizio completato!');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: episodeQueryKeys.episode(id) }),
        queryClient.invalidateQueries({ queryKey: ['journey'] }),
      ]);
    },
  });
}
