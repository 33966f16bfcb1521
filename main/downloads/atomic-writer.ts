import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { link, lstat, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MAX_UNIQUE_NAME_ATTEMPTS, uniqueFileName } from './file-name.ts';

export const PART_SUFFIX = '.part';

export interface AtomicWriteOptions {
  /** The folder the file lands in. */
  folder: string;
  /** An already sanitised file name; a free variant is chosen when it is taken. */
  fileName: string;
  /** Called after each chunk with the bytes written so far (throttling is the caller's job). */
  onProgress?: (bytes: number) => void;
  /** Aborting stops the copy and removes the partial file. */
  signal?: AbortSignal;
}

export interface AtomicWriteResult {
  path: string;
  fileName: string;
  bytes: number;
}

/**
 * Streams `source` into `<name>.part` in the folder and renames it to a free final name only once
 * every byte is on disk, so a half-written file never carries the real name. On any failure or
 * abort the .part file is removed and the error is rethrown: nothing is left behind.
 */
export async function writeFileAtomically(
  source: WebReadableStream<Uint8Array> | globalThis.ReadableStream<Uint8Array> | Readable,
  { folder, fileName, onProgress, signal }: AtomicWriteOptions,
): Promise<AtomicWriteResult> {
  const { partName, handle } = await openFreePart(folder, fileName, signal);
  const partPath = join(folder, partName + PART_SUFFIX);
  let bytes = 0;
  let output: WriteStream | null = null;
  try {
    const input =
      source instanceof Readable
        ? source
        : Readable.fromWeb(source as WebReadableStream<Uint8Array>);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        onProgress?.(bytes);
        callback(null, chunk);
      },
    });
    output = createWriteStream('', { fd: handle });
    await pipeline(input, counter, output, { signal });
    const finalName = await moveWithoutOverwriting(partPath, folder, partName, signal);
    return { path: join(folder, finalName), fileName: finalName, bytes };
  } catch (error) {
    // Wait for the descriptor to close first (Windows cannot delete an open file). The .part was
    // created by us ('wx'), so it is ours to remove.
    if (output) {
      if (!output.closed) await once(output, 'close').catch(() => undefined);
    } else {
      await handle.close().catch(() => undefined);
    }
    await rm(partPath, { force: true });
    throw error;
  }
}

/**
 * Creates `<free name>.part` exclusively ('wx': never through a file or symlink already there).
 * Another download of the same name may create that .part between our check and our open: then
 * EEXIST moves us on to the next free name instead of failing.
 */
async function openFreePart(
  folder: string,
  fileName: string,
  signal: AbortSignal | undefined,
): Promise<{ partName: string; handle: FileHandle }> {
  const lost = new Set<string>();
  for (let attempt = 0; attempt <= MAX_UNIQUE_NAME_ATTEMPTS; attempt += 1) {
    const partName = await uniqueFileName(fileName, async (candidate) => {
      signal?.throwIfAborted();
      return (
        lost.has(candidate) ||
        (await exists(join(folder, candidate))) ||
        exists(join(folder, candidate + PART_SUFFIX))
      );
    });
    try {
      return { partName, handle: await open(join(folder, partName + PART_SUFFIX), 'wx') };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      lost.add(partName);
    }
  }
  throw new Error('No free file name in the download folder.');
}

// File systems without hard links (FAT, exFAT, some network shares) answer one of these.
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/**
 * Gives the finished .part a free final name. The name is chosen again at the end (another
 * download may have taken it meanwhile), and a hard link, unlike rename, refuses to replace a
 * file that appeared between the check and the move; without hard links, rename it is.
 */
async function moveWithoutOverwriting(
  partPath: string,
  folder: string,
  fileName: string,
  signal: AbortSignal | undefined,
): Promise<string> {
  for (let attempt = 0; attempt <= MAX_UNIQUE_NAME_ATTEMPTS; attempt += 1) {
    const finalName = await uniqueFileName(fileName, (candidate) => {
      signal?.throwIfAborted();
      return exists(join(folder, candidate));
    });
    const finalPath = join(folder, finalName);
    try {
      await link(partPath, finalPath);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (code === 'EEXIST') continue;
      if (!NO_HARD_LINKS.has(code)) throw error;
      await rename(partPath, finalPath);
      return finalName;
    }
    await rm(partPath, { force: true });
    return finalName;
  }
  throw new Error('No free file name in the download folder.');
}

// lstat, not access: a dangling symlink under a name must count as taken (access follows it,
// says "free", and link/open then refuse the name forever).
async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

function isAlreadyExists(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EEXIST';
}
