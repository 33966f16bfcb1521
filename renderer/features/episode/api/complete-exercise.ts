import { useMutation } from '@tanstack/react-query';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

export function completeExercise(http: ServiceClients, id: string): Promise<void> {
  return request(http, resourceEndpoints.completeExercise, { params: { id } });
}

/** Completes the exercise; the episode and the journey's progress (module, map, home) refresh. */
export function useCompleteExercise(id: string) {
  const { http, queryClient, toasts } = useServices();
  return useMutation({
    mutationFn: () => completeExercise(http, id),
    onSuccess: () => {
      toasts.show('success', 'Esercizio completato!');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: episodeQueryKeys.episode(id) }),
        queryClient.invalidateQueries({ queryKey: ['journey'] }),
      ]);
    },
  });
}
