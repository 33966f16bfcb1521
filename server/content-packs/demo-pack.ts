import { readFileSync } from 'node:fs';
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
