import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { addSecurityHeaders, contentSecurityPolicyDirectives } from './security-headers.ts';

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

/**
 * The options @fastify/helmet ran with until issue 27 wrote the same headers without it: what
 * every answer got, and what reply.helmet added on an HTML page.
 */
const HELMET_EVERY_ANSWER = {
  contentSecurityPolicy: false,
  xFrameOptions: false,
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
} as const;

describe(`security headers without helmet (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let webDir: string;
  const config = { sentryDsn: SENTRY_DSN, cookieDomain: '', ...ANALYTICS };
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'tj-headers-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>x</title>');
    t = await createTestApp({ seed: false, config: { webDir, ...config } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  /** What @fastify/helmet sends with those options: the reference the hand-written hooks match. */
  async function helmetReference(reporting: boolean) {
    const app = Fastify();
    await app.register(fastifyHelmet, HELMET_EVERY_ANSWER);
    app.get('/page', async (_request, reply) => {
      reply.helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: contentSecurityPolicyDirectives(config, reporting),
        },
        xFrameOptions: { action: 'deny' },
      });
      return reply.type('text/html; charset=utf-8').send('<!doctype html>');
    });
    app.get('/json', async () => ({ status: 'ok' }));
    try {
      const page = await app.inject({ method: 'GET', url: '/page' });
      const json = await app.inject({ method: 'GET', url: '/json' });
      return { page: page.headers, json: json.headers };
    } finally {
      await app.close();
    }
  }

  const policyHeaders = [
    'content-security-policy',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
    ...HELMET_DEFAULTS_LEFT_OFF,
  ];

  it.each([
    ['tj.scuola.example', true],
    ['localhost:8787', false],
  ])('sends on host %s the very headers @fastify/helmet sent', async (host, reporting) => {
    const reference = await helmetReference(reporting);
    const page = await t.app.inject({ method: 'GET', url: '/map', headers: { ...HTML, host } });
    const json = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
    for (const header of policyHeaders) {
      expect(page.headers[header], `page: ${header}`).toBe(reference.page[header]);
      expect(json.headers[header], `JSON: ${header}`).toBe(reference.json[header]);
    }
    expect(reference.page['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("lets an answer's own header of the same name win, as helmet did", async () => {
    // An LTI page or a badge SVG sets its own stricter CSP with reply.header; helmet's values sat
    // on the raw response, under the reply's own headers: a route's own value still wins.
    const app = Fastify();
    addSecurityHeaders(app, config);
    app.get('/own', async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'")
        .header('referrer-policy', 'same-origin')
        .send('<!doctype html>'),
    );
    app.get('/refused', async () => {
      throw Object.assign(new Error('no'), { statusCode: 401 });
    });
    try {
      const own = await app.inject({ method: 'GET', url: '/own' });
      expect(own.headers['content-security-policy']).toBe("default-src 'none'");
      expect(own.headers['referrer-policy']).toBe('same-origin');
      expect(own.headers['x-frame-options']).toBe('DENY');
      // An error answer keeps the headers written on arrival.
      const refused = await app.inject({ method: 'GET', url: '/refused' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(refused.headers['referrer-policy']).toBe('no-referrer');
    } finally {
      await app.close();
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
