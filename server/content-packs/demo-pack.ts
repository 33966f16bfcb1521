import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentPackManifest } from '#common/content-pack/manifest.ts';
import { readManifest } from './validate-manifest.ts';

/**
 * The demo content (DEMO.md "Content") is a content pack like any school's: an unzipped folder
 * shipped in resources/, imported by the seed at first start. Its manifest diffs readably in
 * review; its media are the small clips of resources/demo-pack/media.
 */
export const DEMO_PACK_DIR = fileURLToPath(new URL('../../resources/demo-pack/', import.meta.url));

let manifest: ContentPackManifest | undefined;

/** The demo pack's manifest, read and checked once: the demo data seeds progress by its keys. */
export function demoManifest(): ContentPackManifest {
  manifest ??= readManifest(readFileSync(`${DEMO_PACK_DIR}manifest.json`, 'utf8'));
  return manifest;
}

/**
 * Puts back a demo clip missing from the media folder. Servers seeded before content packs
 * played the clips from the repository, so their data directory has none; a deleted clip is
 * restored the same way. Only missing files are written, each under a temporary name first,
 * one of this process's own: replicas sharing the media folder may start together (issue 28 §3).
 */
export async function restoreDemoMedia(mediaDir: string): Promise<void> {
  const source = join(DEMO_PACK_DIR, 'media');
  await mkdir(mediaDir, { recursive: true });
  for (const name of await readdir(source)) {
    if (!/\.(webm|mp4|vtt|png|jpe?g|webp)$/.test(name)) continue;
    if (await stat(join(mediaDir, name)).catch(() => null)) continue;
    const temporary = join(mediaDir, `.${name}.${process.pid}.restoring`);
    await copyFile(join(source, name), temporary);
    await rename(temporary, join(mediaDir, name));
  }
}
