import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const HTML = { accept: 'text/html' };
const SENTRY_DSN = 'https://public-key@o123.ingest.sentry.io/4567';
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
    t = await createTestApp({ seed: false, config: { webDir, sentryDsn: SENTRY_DSN } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('lets pages report errors to the Sentry host and nowhere else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/map', headers: HTML });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const connectSrc = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('connect-src'));
    expect(connectSrc).toBe("connect-src 'self' https://o123.ingest.sentry.io");
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
