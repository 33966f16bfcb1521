import { useQuery } from '@tanstack/react-query';
import axios from 'axios';
import { avatarIdOfPath } from '#common/api/profile/avatar-path.ts';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { errorMessageOf } from '../http/error-messages.ts';
import { request } from '../http/request.ts';
import { useServices } from '../services/services-context.tsx';

/** Spec 02 §8: a failed avatar fetch is quiet on 429 and 500; any other failure is a toast. */
export function isSilentAvatarFailure(error: unknown): boolean {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return status === 429 || status === 500;
}

/**
 * The image of a catalogue avatar, named by its `avatar_path` (spec 02 §3), as an object URL, or
 * null while it loads, when none is chosen, when the path is no catalogue image (never fetched:
 * the token goes only to the declared image call), or when it could not be fetched (the caller
 * shows initials then). The call carries
 * the session's token, so it goes through the API client rather than an <img src>. Each URL is
 * made once and kept for the page's life: the catalogue has 18 small images, and every avatar
 * on screen shares its URL.
 */
export function useAvatarImage(avatarPath: string | null | undefined): string | null {
  const { http, toasts } = useServices();
  const avatarId = avatarIdOfPath(avatarPath);
  const image = useQuery({
    queryKey: ['avatar-image', avatarId],
    enabled: Boolean(avatarId),
    // Catalogue images never change within a release.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    queryFn: async () => {
      try {
        const blob = await request(
          http,
          profileEndpoints.getAvatarImage,
          { params: { id: avatarId! } },
          { skipErrorToast: true },
        );
        return URL.createObjectURL(blob);
      } catch (error) {
        if (!isSilentAvatarFailure(error)) toasts.show('error', await errorMessageOf(error));
        throw error;
      }
    },
  });
  return avatarId ? (image.data ?? null) : null;
}
