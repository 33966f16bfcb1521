import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  startTestOpenIdProvider,
  type TestOpenIdProvider,
} from '../../../server/testing/test-openid-provider.ts';

// The school's account needs a server with HG_OIDC_* set, which the shared server of the suite
// does not have (its sign-in page stays as every other spec knows it). So this spec starts its
// own: a real OpenID provider (oidc-provider) in this process and a second platform server with
// the demo data, on the two ports after the suite's.
const root = path.resolve(import.meta.dirname, '../../..');
const suitePort = Number(process.env.E2E_PORT ?? 8790);
const serverPort = suitePort + 1;
const providerPort = suitePort + 2;
const origin = `http://127.0.0.1:${serverPort}`;
const dataDir = path.join(root, '.tmp', 'e2e-school-sign-in-data');
const shots = path.join(root, '.tmp', 'screenshots');

let provider: TestOpenIdProvider;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  provider = await startTestOpenIdProvider({
    port: providerPort,
    redirectUris: [`${origin}/api/tj/auth/school/callback`],
    accounts: [{ email: 'studente2@demo.test' }, { email: 'sara@altra-scuola.example' }],
  });
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ['scripts/serve.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      HG_DATA_DIR: dataDir,
      HG_ENVIRONMENT: 'production',
      HG_PUBLIC_URL: origin,
      HG_OIDC_ISSUER: provider.issuer,
      HG_OIDC_CLIENT_ID: provider.clientId,
      HG_OIDC_CLIENT_SECRET: provider.clientSecret,
      HG_OIDC_ALLOWED_DOMAINS: 'demo.test',
    },
  });
  for (let waited = 0; ; waited += 500) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    if (waited > 170_000 || server.exitCode !== null) throw new Error('The server did not start.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await provider?.close();
});

test('the sign-in page offers the school account (screenshots at 1366×768 and 390×844)', async ({
  page,
}) => {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${origin}/sign-in`);
    const link = page.getByRole('link', { name: "Accedi con l'account della scuola" });
    await expect(link).toBeVisible();
    await page.screenshot({ path: path.join(shots, `school-sign-in-${width}x${height}.png`) });
  }
});

test('a student signs in through the school provider in the browser', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${origin}/sign-in`);
  await page.getByRole('link', { name: "Accedi con l'account della scuola" }).click();
  await expect(page.getByRole('heading', { name: 'Provider di prova della scuola' })).toBeVisible();
  await page.getByLabel('E-mail della scuola').fill('studente2@demo.test');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('link', { name: 'I MIEI CORSI' }).first()).toBeVisible();
  // Our own session: it survives a reload through the session cookie, like a password sign-in.
  await page.reload();
  await expect(page.getByRole('link', { name: 'I MIEI CORSI' }).first()).toBeVisible();
});

test('an account of another domain is refused in Italian, and nobody is signed in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/sign-in`);
  await page.getByRole('link', { name: "Accedi con l'account della scuola" }).click();
  await page.getByLabel('E-mail della scuola').fill('sara@altra-scuola.example');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(`${origin}/sign-in?school_error=domain_refused`);
  await expect(
    page.getByText('Questo account non appartiene a un dominio abilitato dalla scuola.', {
      exact: false,
    }),
  ).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'school-sign-in-refused-390x844.png') });
});
