import { readFileSync } from 'node:fs';

/** A small file's text, or null when it does not exist; other failures (EACCES) are thrown. */
export function readTextFileIfExists(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
