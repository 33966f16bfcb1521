import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#common/api/auth.ts';
import { journeyStatusSchema } from '#common/api/journey/journey-status.ts';
import { startPlatformServer } from './start.ts';
import { TEST_ENGINE } from './testing/test-database.ts';

describe(`startPlatformServer (${TEST_ENGINE})`, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tj-start-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>started</title>');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const options = () => ({ port: 0, dataDir: join(dir, 'data'), webDir: dir });

  async function signIn(url: string, email: string): Promise<string> {
    const response = await fetch(`${url}api/tj/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tj-client': 'desktop' },
      body: JSON.stringify({ email, password: 'Demo2026!' }),
    });
    expect(response.status).toBe(200);
    return tokenResponseSchema.parse(await response.json()).access_token;
  }

  async function journeyOk(url: string, token: string): Promise<boolean> {
    const response = await fetch(`${url}api/tj/tech-journey/get-status`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return journeyStatusSchema.parse(await response.json()).is_ok;
  }

  // Two starts, the first one seeding: 7-11 s on PGlite here, too close to the default 30 s for
  // an hour in which the host gives the two cores less time.
  it(
    'serves over HTTP on a free port, seeded, and keeps its data across restarts',
    { timeout: 120_000 },
    async () => {
      let firstToken: string;
      const first = await startPlatformServer(options());
      try {
        expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
        const page = await fetch(`${first.url}map`, { headers: { accept: 'text/html' } });
        expect(await page.text()).toContain('started');
        const token = await signIn(first.url, 'studente@demo.test');
        firstToken = token;
        const unlock = await fetch(`${first.url}api/tj/tech-journey/unlock-tech-journey`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(unlock.status).toBe(200);
      } finally {
        await first.close();
      }
      // A restart neither reseeds nor loses the unlock, and old access tokens stay valid
      // because the signing key lives in the database.
      const second = await startPlatformServer(options());
      try {
        expect(await journeyOk(second.url, firstToken)).toBe(true);
      } finally {
        await second.close();
      }
    },
  );

  it.skipIf(TEST_ENGINE === 'postgres')(
    'refuses a second server on the same PGlite data directory',
    async () => {
      const running = await startPlatformServer(options());
      try {
        await expect(startPlatformServer(options())).rejects.toThrow(/in use by process/);
      } finally {
        await running.close();
      }
    },
  );
});
