import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_APP_ORIGIN } from '#common/constants.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { mediaDirOf } from './media-dir.ts';

const STRONG_ETAG = /^"[0-9a-f]+-[0-9a-f]+-[0-9a-f]+"$/;

describe('GET /media/{file}', () => {
  let t: TestApp;
  let root: string;
  let dir: string;
  const clip = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
  // Over the compression threshold, so a compressing server would compress it.
  const captions = `WEBVTT\n\n${'00:00.000 --> 00:01.000\nCiao, è la lezione.\n\n'.repeat(60)}`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tj-media-'));
    dir = mediaDirOf({ dataDir: root });
    await mkdir(dir);
    await writeFile(join(dir, 'lezione.webm'), clip);
    await writeFile(join(dir, 'lezione.vtt'), captions);
    await writeFile(join(dir, 'copertina.png'), clip.subarray(0, 10));
    await writeFile(join(dir, 'foto.jpg'), clip.subarray(0, 10));
    await writeFile(join(dir, 'vuoto.mp4'), '');
    await writeFile(join(dir, `${'lungo-'.repeat(30)}.webm`), clip);
    await writeFile(join(dir, '.nascosto.webm'), clip);
    await writeFile(join(dir, 'Maiuscole.webm'), clip);
    await writeFile(join(dir, 'note.txt'), 'segreto');
    await mkdir(join(dir, 'cartella.webm'));
    await writeFile(join(root, 'fuori.webm'), clip);
    t = await createTestApp({ seed: false, config: { dataDir: root } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves from the media folder of the data directory', () => {
    expect(mediaDirOf({ dataDir: '/dati' })).toBe(join('/dati', 'media'));
  });

  it('serves a clip as video/webm with cache headers, a strong ETag and byte ranges', async () => {
    const response = await get('/media/lezione.webm');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers.etag).toMatch(STRONG_ETAG);
    expect(response.headers['last-modified']).toBeTruthy();
    expect(response.rawPayload.equals(clip)).toBe(true);

    const partial = await get('/media/lezione.webm', { range: 'bytes=100-199' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe('bytes 100-199/1000');
    expect(partial.headers['content-length']).toBe('100');
    expect(partial.headers.etag).toBe(response.headers.etag);
    expect(partial.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
  });

  it('answers open-ended and suffix ranges, and 416 past the end', async () => {
    const seek = await get('/media/lezione.webm', { range: 'bytes=900-' });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe('bytes 900-999/1000');
    expect(seek.rawPayload.equals(clip.subarray(900))).toBe(true);
    const tail = await get('/media/lezione.webm', { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.rawPayload.equals(clip.subarray(990))).toBe(true);
    const beyond = await get('/media/lezione.webm', { range: 'bytes=1000-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');
    expect(beyond.json()).toMatchObject({ code: 'range_not_satisfiable' });
    // Several ranges are answered with the whole file.
    const several = await get('/media/lezione.webm', { range: 'bytes=0-1,5-6' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(clip)).toBe(true);
  });

  it('answers a matching If-None-Match or an unchanged If-Modified-Since with 304', async () => {
    const { headers } = await get('/media/lezione.webm');
    const etag = String(headers.etag);
    const conditions: Array<Record<string, string>> = [
      { 'if-none-match': etag },
      { 'if-none-match': `"altro", W/${etag}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': String(headers['last-modified']) },
    ];
    for (const condition of conditions) {
      const cached = await get('/media/lezione.webm', condition);
      expect(cached.statusCode).toBe(304);
      expect(cached.headers.etag).toBe(etag);
      expect(cached.headers['cache-control']).toBe('public, max-age=86400');
      expect(cached.rawPayload.length).toBe(0);
    }
    const changed = await get('/media/lezione.webm', { 'if-none-match': '"altro"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(clip)).toBe(true);
  });

  it('honours a range only when If-Range names the current file', async () => {
    const { headers } = await get('/media/lezione.webm');
    const range = { range: 'bytes=100-199' };
    const current = await get('/media/lezione.webm', {
      ...range,
      'if-range': String(headers.etag),
    });
    expect(current.statusCode).toBe(206);
    const byDate = await get('/media/lezione.webm', {
      ...range,
      'if-range': String(headers['last-modified']),
    });
    expect(byDate.statusCode).toBe(206);
    for (const stale of ['"altro"', `W/${String(headers.etag)}`, 'Thu, 01 Jan 2015 00:00:00 GMT']) {
      const whole = await get('/media/lezione.webm', { ...range, 'if-range': stale });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(clip)).toBe(true);
    }
  });

  it('fails a request whose If-Match names another version with 412', async () => {
    const failed = await get('/media/lezione.webm', { 'if-match': '"altro"' });
    expect(failed.statusCode).toBe(412);
    expect(failed.json()).toMatchObject({ code: 'precondition_failed' });
  });

  it('gives a file replaced by an import a new ETag, so an old If-Range gets the whole file', async () => {
    await writeFile(join(dir, 'nuova.webm'), clip);
    const before = await get('/media/nuova.webm');
    const replacement = Buffer.from(clip).reverse();
    await writeFile(join(dir, 'nuova.webm.tmp'), replacement);
    await rename(join(dir, 'nuova.webm.tmp'), join(dir, 'nuova.webm'));
    const after = await get('/media/nuova.webm', {
      range: 'bytes=0-9',
      'if-range': String(before.headers.etag),
    });
    expect(after.headers.etag).toMatch(STRONG_ETAG);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(replacement)).toBe(true);
  });

  it('serves captions as UTF-8 WebVTT, uncompressed, and images with their type', async () => {
    const vtt = await get('/media/lezione.vtt', { 'accept-encoding': 'gzip, br' });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers['content-encoding']).toBeUndefined();
    expect(vtt.rawPayload.toString('utf8')).toBe(captions);
    const part = await get('/media/lezione.vtt', { 'accept-encoding': 'gzip', range: 'bytes=0-5' });
    expect(part.statusCode).toBe(206);
    expect(part.payload).toBe('WEBVTT');
    expect((await get('/media/copertina.png')).headers['content-type']).toBe('image/png');
    expect((await get('/media/foto.jpg')).headers['content-type']).toBe('image/jpeg');
    const empty = await get('/media/vuoto.mp4');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toBe('video/mp4');
    expect(empty.headers['content-length']).toBe('0');
  });

  it('serves a name longer than a route parameter may be', async () => {
    const long = await get(`/media/${'lungo-'.repeat(30)}.webm`);
    expect(long.statusCode).toBe(200);
    expect(long.rawPayload.equals(clip)).toBe(true);
  });

  it('answers HEAD with the headers of the file and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/media/lezione.webm' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
    expect(head.headers.etag).toMatch(STRONG_ETAG);
    expect(head.rawPayload.length).toBe(0);
  });

  it('lets the desktop renderer load media cross-origin (captions need CORS), without cookies', async () => {
    const response = await get('/media/lezione.vtt', { origin: DESKTOP_APP_ORIGIN });
    expect(response.headers['access-control-allow-origin']).toBe(DESKTOP_APP_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const other = await get('/media/lezione.vtt', { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    '/media/manca.webm',
    '/media/.nascosto.webm',
    '/media/Maiuscole.webm',
    '/media/note.txt',
    '/media/cartella.webm',
    '/media/../fuori.webm',
    '/media/..%2ffuori.webm',
    '/media/%2e%2e/fuori.webm',
    '/media/%2e%2e%2ffuori.webm',
    '/media/sub/lezione.webm',
    '/media/',
  ])('answers a JSON 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.equals(clip)).toBe(false);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers a missing file with the JSON 404, also to a browser asking for a page', async () => {
    const response = await get('/media/manca.webm', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
