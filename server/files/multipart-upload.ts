import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#common/api/errors.ts';
import { isDiskFull } from '../http/disk-full.ts';
import { HttpError, validationFailed } from '../http/http-error.ts';

/** The temporary folders of uploads in flight, in the system's temporary directory. */
export const UPLOAD_FOLDER_PREFIX = 'tj-pack-upload-';

const PACK_MESSAGES = {
  missing: 'Carica un pacchetto di contenuti (file ZIP).',
  tooLarge: 'Il pacchetto supera la dimensione massima consentita.',
};

/** What the sender called the file and its declared type (never trusted for more than a hint). */
export interface UploadedFileInfo {
  filename: string;
  mimetype: string;
}

/**
 * Streams the one file part named `field` to a file in a fresh temporary folder, runs `use` with
 * its path and deletes the folder afterwards, whatever happened. A pack or a video may be
 * gigabytes: it is never held in memory. Over the plugin's size limit is 413; a missing or
 * garbled upload is 422. The messages default to a pack's (the content packs' upload).
 */
export async function withUploadedFile<T>(
  request: FastifyRequest,
  field: string,
  use: (path: string, info: UploadedFileInfo) => Promise<T>,
  messages: { missing: string; tooLarge: string } = PACK_MESSAGES,
): Promise<T> {
  if (!request.isMultipart()) throw validationFailed({ [field]: messages.missing });
  const folder = await mkdtemp(join(tmpdir(), UPLOAD_FOLDER_PREFIX));
  try {
    const path = join(folder, 'upload');
    const info = await receiveFile(request, field, path, messages);
    return await use(path, info);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function receiveFile(
  request: FastifyRequest,
  field: string,
  path: string,
  messages: { missing: string; tooLarge: string },
): Promise<UploadedFileInfo> {
  const tooLarge = () => new HttpError(413, ERROR_CODES.tooLarge, messages.tooLarge);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) throw validationFailed({ [field]: messages.missing });
    await pipeline(part.file, createWriteStream(path));
    // The plugin ends a file over its limit early; a cut file must never reach the reader.
    if (part.file.truncated) throw tooLarge();
    return { filename: part.filename, mimetype: part.mimetype };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isPayloadTooLarge(error)) throw tooLarge();
    // The server's disk, not the client's file: the error handler's 507 (http/disk-full.ts).
    if (isDiskFull(error)) throw error;
    throw validationFailed({ [field]: 'Il file inviato non è leggibile.' });
  }
}

const isPayloadTooLarge = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { statusCode?: unknown }).statusCode === 413;
