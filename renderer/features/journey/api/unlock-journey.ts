import { useMutation } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { JourneyStatus } from '#common/api/journey/journey-status.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';
import { journeyStatusQueryKey } from './get-journey-status.ts';

/** Unlocks the journey of the signed-in user. */
export function unlockJourney(http: ServiceClients): Promise<JourneyStatus> {
  return request(http, journeyEndpoints.unlockJourney, {});
}

/**
 * Unlocks the journey; on success stores the first-login marker (spec 01 §4) and primes the
 * status cache, so the guard lets the user leave /welcome without another round trip.
 */
export function useUnlockJourney(userId: string) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: () => unlockJourney(http),
    onSuccess: (status) => {
      writeStorage('local', STORAGE_KEYS.firstLogin, new Date().toISOString());
      queryClient.setQueryData(journeyStatusQueryKey(userId), status);
    },
  });
}
