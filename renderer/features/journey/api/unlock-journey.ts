import { useQueryClient } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { setEndpointData, useEndpointMutation } from '../../../lib/query/index.ts';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';

/**
 * Unlocks the journey; on success stores the first-login marker (spec 01 §4) and primes the
 * status cache, so the guard lets the user leave /welcome without another round trip.
 */
export function useUnlockJourney(userId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(journeyEndpoints.unlockJourney, {
    args: (_: void) => ({}),
    onSuccess: (status) => {
      writeStorage('local', STORAGE_KEYS.firstLogin, new Date().toISOString());
      setEndpointData(queryClient, journeyEndpoints.getJourneyStatus, {}, status, userId);
    },
  });
}
