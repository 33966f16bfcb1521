import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile, Profile } from '#common/api/profile/index.ts';
import { setEndpointData } from '../query/endpoint-cache.ts';
import { endpointQuery } from '../query/endpoint-query.ts';
import { useSession } from '../session-context.tsx';

/**
 * The signed-in user's own profile, shared by the header (avatar), the profile page, the
 * completion widget and the settings: one query (the profile endpoint's, the same entry a
 * profile page of that user reads), and every profile update writes its answer (the whole
 * updated profile) back there, so all of them show the same state at once.
 */

function ownerView(profile: Profile): OwnProfile {
  if (profile.view !== 'owner')
    throw new Error('The server answered a public profile to its owner.');
  return profile;
}

/**
 * Read in the background by the header on every page, so a failure is not a toast: the header
 * shows initials, and the pages that need the profile show their own error state.
 */
export const ownProfileQuery = (userId: string) =>
  endpointQuery(
    profileEndpoints.getProfile,
    { params: { userId } },
    { request: { skipErrorToast: true }, staleTime: 60_000, select: ownerView },
  );

/** The own profile (disabled while signed out). */
export function useOwnProfile() {
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';
  return useQuery({ ...ownProfileQuery(userId), enabled: userId !== '' });
}

export function storeOwnProfile(queryClient: QueryClient, profile: OwnProfile): void {
  setEndpointData(
    queryClient,
    profileEndpoints.getProfile,
    { params: { userId: profile.user_id } },
    profile,
  );
}

/** A function that stores an update's answer as the own profile. */
export function useStoreOwnProfile(): (profile: OwnProfile) => void {
  const queryClient = useQueryClient();
  return useCallback((profile) => storeOwnProfile(queryClient, profile), [queryClient]);
}
