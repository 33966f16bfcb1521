import { useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile, Profile, ProfileStats } from '#common/api/profile/index.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** Profile updates answer the whole own profile; their refusals are shown by the form. */
const formCall = { skipErrorToast: true } as const;

export const updateBio = (http: ServiceClients, bio: string): Promise<OwnProfile> =>
  request(http, profileEndpoints.updateBio, { body: { bio } }, formCall);

export const updateMotto = (http: ServiceClients, motto: string): Promise<OwnProfile> =>
  request(http, profileEndpoints.updateMotto, { body: { i_am: motto } }, formCall);

export const chooseAvatar = (http: ServiceClients, id: string): Promise<OwnProfile> =>
  request(http, profileEndpoints.chooseAvatar, { params: { id } });

export const removeAvatar = (http: ServiceClients): Promise<OwnProfile> =>
  request(http, profileEndpoints.removeAvatar, {});

export const updateTopTags = (http: ServiceClients, tags: string[]): Promise<OwnProfile> =>
  request(http, profileEndpoints.updateTopTags, { body: { tags } });

/** Someone's profile: the owner's whole one, or another student's public part. */
export function useProfile(userId: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['profile', 'of', userId],
    queryFn: (): Promise<Profile> =>
      request(http, profileEndpoints.getProfile, { params: { userId } }),
    retry: false,
  });
}

/**
 * PCTO hours and completion of the journey (the owner's, or a professor's own student's);
 * `quiet`: a refusal is no toast (the caller hides the stats).
 */
export function useProfileStats(userId: string, options: { quiet?: boolean } = {}) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['profile', 'stats', userId],
    queryFn: (): Promise<ProfileStats> =>
      request(
        http,
        profileEndpoints.getProfileStats,
        { params: { userId } },
        { skipErrorToast: options.quiet ?? false },
      ),
    retry: options.quiet ? false : undefined,
  });
}

/** The avatar catalogue (it only changes with a release). */
export function useAvatarCatalogue(enabled: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['profile', 'avatars'],
    queryFn: () => request(http, profileEndpoints.getAvatars, {}),
    staleTime: Infinity,
    enabled,
  });
}
