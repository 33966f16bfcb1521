// Random letters make media names unique, not secret (the media route serves them to anyone).
// eslint-disable-next-line one-home/random-secret -- a unique file name, not a secret
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { StudioMedia } from '#common/api/studio/studio.ts';
import {
  CONTENT_PACK_LIMITS,
  PACK_MEDIA_TYPES,
  type PackMediaExtension,
} from '#common/content-pack/limits.ts';
import { packKeyOf } from '#common/content-pack/pack-key.ts';
import { validationFailed } from '../http/http-error.ts';
import type { UploadedFileInfo } from '../files/multipart-upload.ts';

export const STUDIO_UPLOAD_MESSAGES = {
  missing: 'Scegli un file da caricare (video WebM o MP4, sottotitoli .vtt o immagine).',
  tooLarge: 'Il file supera la dimensione massima consentita (1 GB per i video).',
};

const LIMITS: Record<string, number> = {
  'text/vtt': CONTENT_PACK_LIMITS.maxCaptionsBytes,
  'image/png': CONTENT_PACK_LIMITS.maxImageBytes,
  'image/jpeg': CONTENT_PACK_LIMITS.maxImageBytes,
  'image/webp': CONTENT_PACK_LIMITS.maxImageBytes,
};

/**
 * An uploaded file put into the media folder under a fresh name (its own name made safe, plus
 * random letters: two lessons' «intro.mp4» never replace each other, and a published video is
 * never overwritten by a draft's). Moved in whole by a rename, so the media route never serves
 * half a file. Captions must be WebVTT; the kind is judged by the extension, as for packs.
 */
export async function storeStudioMedia(
  path: string,
  info: UploadedFileInfo,
  size: number,
  mediaDir: string,
): Promise<StudioMedia> {
  const extension = extname(info.filename).slice(1).toLowerCase();
  if (!(extension in PACK_MEDIA_TYPES)) {
    throw validationFailed({
      file: 'Formato non ammesso: carica un video WebM o MP4, sottotitoli WebVTT (.vtt) o un’immagine PNG, JPEG o WebP.',
    });
  }
  const contentType = PACK_MEDIA_TYPES[extension as PackMediaExtension];
  const limit = LIMITS[contentType] ?? CONTENT_PACK_LIMITS.maxMediaBytes;
  if (size > limit) {
    throw validationFailed({
      file: `Il file supera il limite di ${Math.round(limit / 1024 ** 2)} MB per questo tipo.`,
    });
  }
  if (size === 0) throw validationFailed({ file: 'Il file è vuoto.' });
  if (contentType === 'text/vtt' && !(await startsWithWebVtt(path))) {
    throw validationFailed({
      file: 'I sottotitoli devono essere un file WebVTT (inizia con «WEBVTT»).',
    });
  }
  const base = packKeyOf(info.filename.slice(0, -extension.length - 1));
  const name = `${base || 'file'}-${randomBytes(4).toString('hex')}.${extension}`;
  await mkdir(mediaDir, { recursive: true });
  const partial = join(mediaDir, `.studio-${randomBytes(8).toString('hex')}.part`);
  try {
    await copyFile(path, partial);
    await rename(partial, join(mediaDir, name));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { name, bytes: size, content_type: contentType };
}

async function startsWithWebVtt(path: string): Promise<boolean> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(16), 0, 16, 0);
    const text = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    return /^WEBVTT($|[ \t\r\n])/.test(text);
  } finally {
    await file.close();
  }
}
