import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressPlugin } from './precompress-plugin.ts';

describe('precompress plugin', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz siblings of text files above 1 KiB, and of nothing else', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-precompress-'));
    await mkdir(join(dir, 'assets'));
    const bundle = 'const x = 1;\n'.repeat(200);
    await writeFile(join(dir, 'assets', 'app-1.js'), bundle);
    await writeFile(join(dir, 'assets', 'tiny-1.js'), 'x');
    await writeFile(join(dir, 'assets', 'photo-1.png'), Buffer.alloc(4096));
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>ciao</p>'.repeat(200)}`);
    const plugin = precompressPlugin();
    const hook = <T>(value: unknown) => value as T;
    hook<(config: { build: { outDir: string } }) => void>(plugin.configResolved)({
      build: { outDir: dir },
    });
    await hook<() => Promise<void>>(plugin.closeBundle)();
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'app-1.js',
      'app-1.js.br',
      'app-1.js.gz',
      'photo-1.png',
      'tiny-1.js',
    ]);
    const br = await readFile(join(dir, 'assets', 'app-1.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(bundle);
    expect(gunzipSync(await readFile(join(dir, 'assets', 'app-1.js.gz'))).toString()).toBe(bundle);
    expect(br.length).toBeLessThan(bundle.length / 10);
    expect(await readdir(dir)).toContain('index.html.br');
  });
});
