import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { mediaRoute } from './media-route.ts';

describe('GET /media/{file}', () => {
  let app: FastifyInstance;
  let dir: string;
  const clip = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'tj-media-'));
    dir = join(root, 'media');
    await mkdir(dir);
    await writeFile(join(dir, 'lezione.webm'), clip);
    await writeFile(join(dir, '.nascosto.webm'), clip);
    await writeFile(join(dir, 'note.txt'), 'segreto');
    await writeFile(join(root, 'fuori.webm'), clip);
    app = Fastify();
    await app.register(mediaRoute, { prefix: '/media', mediaDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(join(dir, '..'), { recursive: true, force: true });
  });

  it('serves a clip as video/webm with cache headers and byte ranges', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/lezione.webm' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.equals(clip)).toBe(true);

    const partial = await app.inject({
      method: 'GET',
      url: '/media/lezione.webm',
      headers: { range: 'bytes=100-199' },
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe('bytes 100-199/1000');
    expect(partial.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
  });

  it.each([
    '/media/manca.webm',
    '/media/.nascosto.webm',
    '/media/note.txt',
    '/media/../fuori.webm',
    '/media/%2e%2e/fuori.webm',
    '/media/%2e%2e%2ffuori.webm',
    '/media/sub/lezione.webm',
  ])('answers 404 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.equals(clip)).toBe(false);
  });
});

describe('GET /media/{file} on the platform server', () => {
  it('serves the shipped clips from resources/media, and a JSON 404 for others', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const clip = await t.app.inject({ method: 'GET', url: '/media/benvenuto.webm' });
      expect(clip.statusCode).toBe(200);
      expect(clip.headers['content-type']).toBe('video/webm');
      const missing = await t.app.inject({
        method: 'GET',
        url: '/media/manca.webm',
        headers: { accept: 'text/html' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await t.close();
    }
  });
});
