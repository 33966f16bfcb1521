// A batch name is a folder name, not a secret.
// eslint-disable-next-line one-home/random-secret
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PackMediaFile } from './pack-file.ts';

/** Where an import's media wait, under temporary names, until its transaction commits. */
const INCOMING = '.incoming';

/** The media of one import, written but not yet in place. */
export interface StagedMedia {
  batch: string;
  /** The files that are new or differ from the ones in place (the others were skipped). */
  names: string[];
  bytes: number;
}

/**
 * Streams the pack's media into `<media>/.incoming/<batch>/`, never holding a file in memory.
 * A file whose twin (same size and SHA-256) is already in place is skipped before anything is
 * written, so re-importing a pack copies nothing. Nothing in place changes here: publishMedia moves the files after the
 * commit; a failed import calls discardMedia.
 */
export async function stageMedia(
  mediaDir: string,
  files: readonly PackMediaFile[],
): Promise<StagedMedia> {
  const batch = randomUUID();
  const folder = join(mediaDir, INCOMING, batch);
  await mkdir(folder, { recursive: true });
  const staged: StagedMedia = { batch, names: [], bytes: 0 };
  try {
    for (const file of files) {
      // An unchanged file is read (twice: the pack's and ours) but never written.
      if (await sameFileInPlace(join(mediaDir, file.name), file)) continue;
      await copy(await file.open(), join(folder, file.name));
      staged.names.push(file.name);
      staged.bytes += file.size;
    }
  } catch (error) {
    await discardMedia(mediaDir, staged);
    throw error;
  }
  return staged;
}

/** Moves staged files into place (a rename each: readers see the old file or the new one). */
export async function publishMedia(mediaDir: string, staged: StagedMedia): Promise<void> {
  const folder = join(mediaDir, INCOMING, staged.batch);
  for (const name of staged.names) {
    await rename(join(folder, name), join(mediaDir, name)).catch((error: NodeJS.ErrnoException) => {
      // Already moved by a recovery that ran first.
      if (error.code !== 'ENOENT') throw error;
    });
  }
  await rm(folder, { recursive: true, force: true });
}

export async function discardMedia(
  mediaDir: string,
  staged: Pick<StagedMedia, 'batch'>,
): Promise<void> {
  await rm(join(mediaDir, INCOMING, staged.batch), { recursive: true, force: true });
}

/**
 * At start: a server stopped between an import's commit and the end of publishMedia left
 * staged files of a committed import: they are moved into place now. Batches of imports that
 * never committed are deleted.
 */
export async function recoverStagedMedia(
  mediaDir: string,
  isCommitted: (batch: string) => Promise<boolean>,
): Promise<void> {
  const root = join(mediaDir, INCOMING);
  const batches = await readdir(root).catch(() => [] as string[]);
  for (const batch of batches) {
    if (await isCommitted(batch)) {
      const names = await readdir(join(root, batch));
      await publishMedia(mediaDir, { batch, names, bytes: 0 });
    } else {
      await discardMedia(mediaDir, { batch });
    }
  }
}

async function copy(source: NodeJS.ReadableStream, target: string): Promise<void> {
  await pipeline(source, createWriteStream(target, { flags: 'wx' }));
}

async function sameFileInPlace(path: string, file: PackMediaFile): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile() || info.size !== file.size) return false;
  return (await digestOf(await file.open())) === (await digestOf(createReadStream(path)));
}

async function digestOf(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
