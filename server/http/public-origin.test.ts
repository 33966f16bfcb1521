import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { publicOrigin, publicUrlWarning, serverPublicOrigin } from './public-origin.ts';

describe('the public origin written into lasting documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      config: { publicUrl: 'https://tj.scuola.example' },
      extraRoutes: (app) =>
        app.get('/api/tj/__origin', async () => ({ origin: serverPublicOrigin(app) })),
    });
  });
  afterAll(() => t.close());

  it.each([
    'scuola.example',
    'Scuola.Example:8443',
    '127.0.0.1:8787',
    '[::1]:8787',
    'evil.example/phish?x=',
    'a b',
  ])('is the configured one whatever the Host header says (%j)', async (host) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/tj/__origin',
      headers: { host, 'x-forwarded-host': 'evil.example' },
    });
    expect(answer.json()).toEqual({ origin: 'https://tj.scuola.example' });
  });

  it('is this machine at the configured port when HG_PUBLIC_URL is unset', () => {
    expect(publicOrigin(loadConfig({}))).toBe('http://localhost:8787');
    expect(publicOrigin(loadConfig({ PORT: '9000' }))).toBe('http://localhost:9000');
    expect(publicOrigin(loadConfig({ PORT: '0' }), 41234)).toBe('http://localhost:41234');
    expect(publicOrigin(loadConfig({ HG_PUBLIC_URL: 'https://tj.scuola.example/' }), 1)).toBe(
      'https://tj.scuola.example',
    );
  });

  it('warns a production server without HG_PUBLIC_URL, and no one else', () => {
    expect(publicUrlWarning(loadConfig({}))).toMatch(
      /^HG_PUBLIC_URL is not set: .* http:\/\/localhost:8787, /,
    );
    expect(publicUrlWarning(loadConfig({ HG_ENVIRONMENT: 'development' }))).toBeUndefined();
    expect(
      publicUrlWarning(loadConfig({ HG_PUBLIC_URL: 'https://tj.scuola.example' })),
    ).toBeUndefined();
  });
});
