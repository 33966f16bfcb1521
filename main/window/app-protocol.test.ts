import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler, resolveAppRequest } from './app-protocol.ts';

const ROOT = '/opt/tech-journey/out/renderer';

describe('resolveAppRequest', () => {
  it.each([
    ['app://tech-journey/', join(ROOT, 'index.html'), true],
    ['app://tech-journey/assets/index-abc.js', join(ROOT, 'assets/index-abc.js'), false],
    ['app://tech-journey/module-detail/1f3a', join(ROOT, 'module-detail/1f3a'), true],
    ['app://tech-journey/sign-in?next=%2Fmap#top', join(ROOT, 'sign-in'), true],
    ['app://tech-journey/images/planet%20zero.png', join(ROOT, 'images/planet zero.png'), false],
  ])('%s → %s', (url, path, isRoute) => {
    expect(resolveAppRequest(ROOT, url)).toEqual({ kind: 'file', path, isRoute });
  });

  it.each([
    'app://tech-journey/assets/%2E%2E%2F%2E%2E%2Fsecret',
    'app://tech-journey/..%2f..%2fmain%2findex.js',
    'app://tech-journey/assets/..%5c..%5csecret',
    'app://tech-journey/a%00.js',
    'app://tech-journey/%E0%A4%A',
    'app://other-host/index.html',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (url) => {
    expect(resolveAppRequest(ROOT, url)).toEqual({ kind: 'refused' });
  });
});

describe('resolveAppRequest with dot segments', () => {
  it('keeps a path the URL parser already normalised inside the root', () => {
    expect(resolveAppRequest(ROOT, 'app://tech-journey/%2e%2e/%2e%2e/etc/passwd')).toEqual({
      kind: 'file',
      path: join(ROOT, 'etc/passwd'),
      isRoute: true,
    });
  });
});

describe('createAppProtocolHandler', () => {
  let handler: (request: Request) => Promise<Response>;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tj-renderer-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Tech Journey</title>');
    await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(join(root, '..', 'outside-secret.txt'), 'secret');
    handler = createAppProtocolHandler({
      rootDir: root,
      contentSecurityPolicy: "default-src 'none'",
    });
  });

  it('serves a file with its type, the CSP and nosniff', async () => {
    const response = await handler(new Request('app://tech-journey/assets/app.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves the build descriptor as it is on disk now, never from a cache', async () => {
    await writeFile(join(root, 'version.json'), '{"id":"build-1"}');
    const first = await handler(new Request('app://tech-journey/version.json?t=1'));
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ id: 'build-1' });
    // A build written under the running app is what the next version check sees.
    await writeFile(join(root, 'version.json'), '{"id":"build-2"}');
    const second = await handler(new Request('app://tech-journey/version.json?t=2'));
    expect(await second.json()).toEqual({ id: 'build-2' });
    expect(
      (await handler(new Request('app://tech-journey/assets/app.js'))).headers.get('cache-control'),
    ).toBe('no-cache');
  });

  it('answers client-side routes with index.html', async () => {
    const response = await handler(new Request('app://tech-journey/profile/settings'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Tech Journey</title>');
  });

  it('answers 404 for a missing asset and for a path out of the root', async () => {
    expect((await handler(new Request('app://tech-journey/assets/missing.js'))).status).toBe(404);
    const escape = await handler(new Request('app://tech-journey/%2e%2e/outside-secret.txt'));
    expect(escape.status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await handler(
      new Request('app://tech-journey/', { method: 'POST', body: 'x' }),
    );
    expect(response.status).toBe(405);
  });
});
