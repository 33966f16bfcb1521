import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { journeyStatusSchema, type JourneyStatus } from '../../../../common/api/journey-status.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';
import { journeyStatusQueryKey } from './get-journey-status.ts';

/** POST {api}/tech-journey/unlock-tech-journey. */
export async function unlockJourney(api: AxiosInstance): Promise<JourneyStatus> {
  const response = await api.post<unknown>('/tech-journey/unlock-tech-journey');
  return journeyStatusSchema.parse(response.data);
}

/**
 * Unlocks the journey; on success stores the first-login marker (spec 01 §4) and primes the
 * status cache, so the guard lets the user leave /welcome without another round trip.
 */
export function useUnlockJourney(userId: string) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: () => unlockJourney(http.api),
    onSuccess: (status) => {
      writeStorage('local', STORAGE_KEYS.firstLogin, new Date().toISOString());
      queryClient.setQueryData(journeyStatusQueryKey(userId), status);
    },
  });
}
