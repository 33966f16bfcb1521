import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { request } from '../http/request.ts';
import type { ServiceClients } from '../http/service-clients.ts';
import { useServices } from '../services/services-context.tsx';
import { useSession } from '../session-context.tsx';

/**
 * The signed-in user's own profile, shared by the header (avatar), the profile page, the
 * completion widget and the settings: one query, and every profile update writes its answer
 * (the whole updated profile) back here, so all of them show the same state at once.
 */
export const ownProfileQueryKey = (userId: string) => ['profile', 'own', userId] as const;

/**
 * Read in the background by the header on every page, so a failure is not a toast: the header
 * shows initials, and the pages that need the profile show their own error state.
 */
export async function getOwnProfile(http: ServiceClients, userId: string): Promise<OwnProfile> {
  const profile = await request(
    http,
    profileEndpoints.getProfile,
    { params: { userId } },
    { skipErrorToast: true },
  );
  if (profile.view !== 'owner')
    throw new Error('The server answered a public profile to its owner.');
  return profile;
}

export const ownProfileQueryOptions = (http: ServiceClients, userId: string) =>
  queryOptions({
    queryKey: ownProfileQueryKey(userId),
    queryFn: () => getOwnProfile(http, userId),
    staleTime: 60_000,
  });

/** The own profile (disabled while signed out). */
export function useOwnProfile() {
  const { http } = useServices();
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';
  return useQuery({ ...ownProfileQueryOptions(http, userId), enabled: userId !== '' });
}

export function storeOwnProfile(queryClient: QueryClient, profile: OwnProfile): void {
  queryClient.setQueryData(ownProfileQueryKey(profile.user_id), profile);
}

/** A function that stores an update's answer as the own profile. */
export function useStoreOwnProfile(): (profile: OwnProfile) => void {
  const queryClient = useQueryClient();
  return useCallback((profile) => storeOwnProfile(queryClient, profile), [queryClient]);
}
