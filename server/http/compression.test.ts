import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

const BUNDLE = `export const words = ${JSON.stringify('parola '.repeat(400))};`;
const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Modulo ${i}` })) };

describe(`compressed answers (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'tj-compress-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webDir, 'assets', 'app-abc123.js'), BUNDLE);
    await writeFile(join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(BUNDLE));
    await writeFile(join(webDir, 'assets', 'app-abc123.js.gz'), gzipSync(BUNDLE));
    t = await createTestApp({
      seed: false,
      config: { webDir },
      extraRoutes: (app) => {
        app.get('/api/tj/test/big', async () => BIG);
        app.get('/api/tj/test/small', async () => ({ ok: true }));
        app.get('/api/tj/test/report.pdf', async (_request, reply) =>
          reply.type('application/pdf').send(Buffer.alloc(20_000, 'a')),
        );
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('compresses a JSON answer above the threshold with brotli or gzip, as accepted', async () => {
    expect(JSON.stringify(BIG).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const br = await get('/api/tj/test/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(BIG);
    const gz = await get('/api/tj/test/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(BIG);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends small answers, answers to clients without Accept-Encoding and PDFs as they are', async () => {
    const small = await get('/api/tj/test/small', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const identity = await get('/api/tj/test/big');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(BIG);
    const pdf = await get('/api/tj/test/report.pdf', 'gzip, br');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload).toHaveLength(20_000);
  });

  it('serves the precompressed sibling of a build file, cached for a year', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });
});
