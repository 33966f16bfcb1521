import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { journeyProgressEndpoints } from '../../../lib/journey/progress-endpoints.ts';
import { useEndpointMutation } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** Completes the exercise; the episode and the journey's progress (module, map, home) refresh. */
export function useCompleteExercise(id: string) {
  const { toasts } = useServices();
  return useEndpointMutation(resourceEndpoints.completeExercise, {
    args: (_: void) => ({ params: { id } }),
    onSuccess: () => toasts.show('success', 'Esercizio completato!'),
    invalidates: [resourceEndpoints.getEpisode, ...journeyProgressEndpoints],
  });
}
