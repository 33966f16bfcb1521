import {
  PACK_MEDIA_NAME,
  PACK_MEDIA_TYPES,
  type PackMediaExtension,
} from '#common/content-pack/limits.ts';

/**
 * The Content-Type a media file is served with, or null when the name is none a pack may carry
 * (PACK_MEDIA_NAME: a plain lower-case name, no folders, no dot files, so no traversal either).
 * Captions are text: their charset is stated, WebVTT being UTF-8 by definition.
 */
export function mediaTypeOf(fileName: string): string | null {
  if (!PACK_MEDIA_NAME.test(fileName)) return null;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1) as PackMediaExtension;
  const type = PACK_MEDIA_TYPES[extension];
  return extension === 'vtt' ? `${type}; charset=utf-8` : type;
}
