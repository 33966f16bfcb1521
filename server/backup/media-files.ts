import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A file of the media folder: its name (no folders: media names are flat) and size. */
export interface MediaFile {
  name: string;
  size: number;
}

/**
 * The media folder's files as a backup takes them. Names starting with a dot are work in
 * progress (`.incoming/` batches of an import, `.studio-*.part` uploads) and are left out: an
 * import recovers or discards them, so they are never part of the platform's content.
 */
export async function listMediaFiles(mediaDir: string): Promise<MediaFile[]> {
  const entries = await readdir(mediaDir, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files: MediaFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    files.push({ name: entry.name, size: (await stat(join(mediaDir, entry.name))).size });
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}
