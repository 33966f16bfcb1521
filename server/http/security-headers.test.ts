import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { contentSecurityPolicyDirectives } from './security-headers.ts';

const HTML = { accept: 'text/html' };
const SENTRY_DSN = 'https://public-key@o123.ingest.sentry.io/4567';
const ANALYTICS = {
  analyticsUrl: 'https://stats.scuola.example',
  analyticsSiteId: 'tj.scuola.example',
};

function directive(csp: unknown, name: string): string | undefined {
  return String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}
/** Helmet sends these by default; today's policy does not (see security-headers.ts). */
const HELMET_DEFAULTS_LEFT_OFF = [
  'strict-transport-security',
  'cross-origin-resource-policy',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe(`security headers (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'tj-headers-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>x</title>');
    t = await createTestApp({
      seed: false,
      config: { webDir, sentryDsn: SENTRY_DSN, ...ANALYTICS },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  // No COOKIE_DOMAIN here: the host a page is asked for is the cookie domain.
  it.each([
    ['tj.scuola.example', true],
    ['tj.scuola.example:8443', true],
    ['localhost:8787', false],
    ['127.0.0.1', false],
    ['web.dev.techjourney.internal', false],
    ['uat.techjourney.internal', false],
  ])('on host %s, lets pages report errors to Sentry: %s', async (host, reporting) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/map',
      headers: { ...HTML, host },
    });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = response.headers['content-security-policy'];
    expect(directive(csp, 'connect-src')).toBe(
      reporting
        ? "connect-src 'self' https://o123.ingest.sentry.io https://stats.scuola.example"
        : "connect-src 'self' https://stats.scuola.example",
    );
    // Session replay compresses its recording in a blob: worker.
    expect(directive(csp, 'worker-src')).toBe(reporting ? "worker-src 'self' blob:" : undefined);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['a JSON answer', '/api/health'],
    ['a JSON 404', '/api/tj/unknown'],
  ])('gives %s nosniff and no-referrer but no page policy', async (_label, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it.each([
    ['an HTML page', '/', HTML],
    ['a JSON answer', '/api/health', {}],
  ])('sends no helmet header beyond our policy on %s', async (_label, url, headers) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    for (const header of HELMET_DEFAULTS_LEFT_OFF) {
      expect(response.headers[header], header).toBeUndefined();
    }
  });
});

describe('contentSecurityPolicyDirectives', () => {
  const NOTHING = { sentryDsn: '', cookieDomain: '', analyticsUrl: '', analyticsSiteId: '' };

  it('connects to our origin only when neither reporting nor analytics are configured', () => {
    expect(contentSecurityPolicyDirectives(NOTHING, true)['connect-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicyDirectives(NOTHING, true)).not.toHaveProperty('worker-src');
  });

  it('leaves the analytics host out without a site id', () => {
    const config = { ...NOTHING, analyticsUrl: 'https://stats.scuola.example' };
    expect(contentSecurityPolicyDirectives(config, false)['connect-src']).toEqual(["'self'"]);
  });
});
