import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The budget of issue 27 §5: JS + CSS a browser downloads before the sign-in form is usable,
 * as sent (brotli, the smallest form the server has of each file).
 */
export const SIGN_IN_CRITICAL_PATH_BUDGET_BYTES = 150_000;

/** The part of a Vite manifest entry read here (https://vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Where `build.manifest: true` writes the manifest, inside the build's output directory. */
export const MANIFEST_PATH = '.vite/manifest.json';

/**
 * The files the page loads before any of its code runs: the entry's file, every chunk it imports
 * statically (transitively; dynamic imports load later, on demand) and their stylesheets. The
 * sign-in page is part of the entry chunk, so this is what stands between a student and the form.
 */
export function criticalPathFiles(manifest: ViteManifest, entry = 'index.html'): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...files];
}

/**
 * Bytes of each critical-path file as the server sends it to a browser that accepts brotli: the
 * precompressed `.br` sibling where the build wrote one (scripts/build/precompress-plugin.ts),
 * the file itself otherwise (under 1 KiB nothing is compressed). Headers are not counted.
 */
export function criticalPathSizes(outDir: string): { file: string; bytes: number }[] {
  const manifest = JSON.parse(readFileSync(join(outDir, MANIFEST_PATH), 'utf8')) as ViteManifest;
  return criticalPathFiles(manifest).map((file) => {
    const path = join(outDir, file);
    const sent = existsSync(`${path}.br`) ? `${path}.br` : path;
    return { file, bytes: statSync(sent).size };
  });
}
