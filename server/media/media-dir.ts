import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';

/** Where imported media live: in the data directory, never in the repository. */
export function mediaDirOf(config: ServerConfig): string {
  return join(config.dataDir, 'media');
}
