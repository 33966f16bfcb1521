import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';

/**
 * The folder lesson media are served from: `media` in the data directory, where the content-pack
 * importer writes a pack's videos, captions and images (and the demo pack's at first start). Not
 * the repository: a school's media arrive with its packs, after the build.
 */
export function mediaDirOf(config: Pick<ServerConfig, 'dataDir'>): string {
  return join(config.dataDir, 'media');
}
