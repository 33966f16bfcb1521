import { useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { request } from '../../../lib/http/request.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

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

/**
 * PCTO hours and completion of the journey (the owner's, or a professor's own student's);
 * `quiet`: a refusal is no toast (the caller hides the stats).
 */
export function useProfileStats(userId: string, options: { quiet?: boolean } = {}) {
  return useQuery(
    endpointQuery(
      profileEndpoints.getProfileStats,
      { params: { userId } },
      { request: { skipErrorToast: options.quiet ?? false } },
    ),
  );
}

/** The avatar catalogue (it only changes with a release). */
export function useAvatarCatalogue(enabled: boolean) {
  return useQuery(endpointQuery(profileEndpoints.getAvatars, {}, { staleTime: Infinity, enabled }));
}
