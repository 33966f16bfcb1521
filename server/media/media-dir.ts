import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';

/** The lesson media of the platform (videos, captions, images): the data directory's media/. */
export function mediaDirOf(config: Pick<ServerConfig, 'dataDir'>): string {
  return join(config.dataDir, 'media');
}
