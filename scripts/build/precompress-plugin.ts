import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files of the build worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE_FILE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) sibling next to every text file
 * of the build, once at build time, so the server sends the smallest form without compressing
 * per request (@fastify/static's preCompressed). The desktop app loads the plain files from
 * its package; the siblings are only for the web.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'tech-journey-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await Promise.all((await textFilesUnder(outDir)).map(writeCompressedSiblings));
    },
  };
}

async function textFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return files.filter((_file, index) => (sizes[index] ?? 0) >= MIN_BYTES);
}

async function writeCompressedSiblings(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
