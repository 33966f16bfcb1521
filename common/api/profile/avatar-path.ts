import { isAvatarId, type AvatarId } from '../../profile/avatars.ts';
import { fillPath, matchPath } from '../endpoint.ts';

/** The image call of a catalogue avatar in the API service (profileEndpoints.getAvatarImage). */
export const AVATAR_IMAGE_PATH = '/user/avatar/:id';

/**
 * Spec 02 §3's `avatar_path`: the path of the avatar's image in the API service, which a client
 * loads through its API client (the call needs the session); null when none is chosen.
 */
export function avatarPathOf(id: string | null): string | null {
  return id === null ? null : fillPath(AVATAR_IMAGE_PATH, { id });
}

/**
 * The catalogue avatar an `avatar_path` names, or null for any other path: a client asks only
 * for catalogue images with its token, never for a path it was merely handed.
 */
export function avatarIdOfPath(path: string | null | undefined): AvatarId | null {
  if (!path) return null;
  const id = matchPath(AVATAR_IMAGE_PATH, path)?.id;
  return id !== undefined && isAvatarId(id) ? id : null;
}
