import { statfs } from 'node:fs/promises';

/** The free and total bytes of a file system. */
export interface DiskSpace {
  freeBytes: number;
  totalBytes: number;
}

/**
 * The space of the file system that holds `dir` (the data directory: the embedded database,
 * media, uploads), as an unprivileged process may use it; null when it cannot be read (the
 * directory is missing, a platform without statfs).
 */
export async function readDiskSpace(dir: string): Promise<DiskSpace | null> {
  try {
    const stats = await statfs(dir);
    return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
  } catch {
    return null;
  }
}
