import { useMutation } from '@tanstack/react-query';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { episodeQueryKeys } from './episode-query-keys.ts';

/** A write on a resource's questions; on success the resource's question list reloads. */
export function useQuestionListMutation<T>(
  resourceId: string,
  call: (http: ServiceClients, input: T) => Promise<unknown>,
) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: (input: T) => call(http, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: episodeQueryKeys.questions(resourceId) }),
  });
}
