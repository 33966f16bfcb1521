import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ContentPackManifest } from '#common/content-pack/manifest.ts';
import { loadJsZip } from '../files/load-jszip.ts';
import { mediaReferences } from './pack-media.ts';

/**
 * Writes a pack ZIP: manifest.json (deflated) and every media file it names from the media
 * folder, stored as they are (videos are compressed already), each streamed from disk into the
 * output, never held whole. A media file missing from the folder stops the export with its
 * name: a pack without it would not import.
 */
export async function writePackZip(
  manifest: ContentPackManifest,
  mediaDir: string,
  out: NodeJS.WritableStream,
): Promise<void> {
  const JSZip = await loadJsZip();
  const zip = new JSZip();
  zip.file('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`, { compression: 'DEFLATE' });
  const names = [...new Set(mediaReferences(manifest).map((reference) => reference.name))].sort();
  for (const name of names) {
    const path = join(mediaDir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) {
      throw new Error(`Il file multimediale «${name}» manca nella cartella dei media del server.`);
    }
    zip.file(`media/${name}`, createReadStream(path), { binary: true, compression: 'STORE' });
  }
  await pipeline(zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true }), out);
}
