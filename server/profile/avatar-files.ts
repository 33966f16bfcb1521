import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AVATARS, type AvatarId } from '#common/profile/avatars.ts';

/** The avatar images that ship with the project (resources/avatars of the repository). */
export const AVATAR_DIR = fileURLToPath(new URL('../../resources/avatars/', import.meta.url));

export interface AvatarImage {
  bytes: Buffer;
  /** A strong validator of the bytes: the image only changes with a new release. */
  etag: string;
}

let images: Promise<ReadonlyMap<AvatarId, AvatarImage>> | undefined;

/** Every catalogue image, read once (18 small SVGs) and kept for the process's life. */
export function avatarImages(): Promise<ReadonlyMap<AvatarId, AvatarImage>> {
  images ??= Promise.all(
    AVATARS.map(async ({ id }) => {
      const bytes = await readFile(`${AVATAR_DIR}${id}.svg`);
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
      return [id, { bytes, etag }] as const;
    }),
  ).then((entries) => new Map(entries));
  // A failed read (a broken installation) is not remembered, so a fixed one is seen.
  images.catch(() => {
    images = undefined;
  });
  return images;
}
