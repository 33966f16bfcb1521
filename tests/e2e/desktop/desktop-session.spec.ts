import { expect, test } from '@playwright/test';
import { createDesktopHarness, type DesktopHarness } from '../../testing/desktop-harness.ts';
import { signIn } from '../../testing/sign-in.ts';

let harness: DesktopHarness;

test.beforeEach(async ({ page, baseURL }) => {
  harness = createDesktopHarness(baseURL ?? '');
  await harness.attach(page);
});

test('signs in through main; the refresh token stays in the vault and never reaches the page', async ({
  page,
}) => {
  const pageTraffic: string[] = [];
  page.on('request', (request) => {
    pageTraffic.push(
      `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`,
    );
  });

  await signIn(page, 'studente2@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'I MIEI CORSI' }).first()).toBeVisible();

  const refreshToken = await harness.vault.get('refresh-token');
  expect(refreshToken).toBeTruthy();
  // The sign-in went through main, not through the page.
  expect(harness.mainRequests.some((url) => url.endsWith('/api/tj/auth/login'))).toBe(true);
  expect(pageTraffic.some((line) => line.includes('/auth/login'))).toBe(false);

  // Evaluated as a string: the test code is type-checked for Node, which has no DOM types.
  const pageState = await page.evaluate<string>(
    'JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie',
  );
  expect(pageState).not.toContain(refreshToken);
  expect(pageTraffic.join('\n')).not.toContain(refreshToken);
  expect(harness.logLines.join('\n')).not.toContain(refreshToken);
});

test('a restart with tokens in the vault opens the app signed in', async ({ page, context }) => {
  await signIn(page, 'docente@demo.test');
  await expect(page.getByRole('link', { name: 'GESTIONE CLASSI' }).first()).toBeVisible();

  const restarted = await context.newPage();
  await harness.attach(restarted);
  await restarted.goto('/');
  await expect(restarted).toHaveURL(/\/$/);
  await expect(restarted.getByRole('link', { name: 'GESTIONE CLASSI' }).first()).toBeVisible();
});

test('a 401 makes main refresh once and the call is retried', async ({ page, context }) => {
  await signIn(page, 'studente2@demo.test');
  const refreshToken = await harness.vault.get('refresh-token');

  // An access token the server rejects but whose expiry is far away, so the start-up rule
  // keeps it: the first API call answers 401.
  const valid = (await harness.vault.get('access-token')) ?? '';
  const [header, payload] = valid.split('.');
  await harness.vault.set('access-token', `${header}.${payload}.firma-non-valida`);
  const refreshesBefore = harness.mainRequests.filter((url) => url.endsWith('/refresh')).length;

  const restarted = await context.newPage();
  await harness.attach(restarted);
  await restarted.goto('/');
  await expect(restarted).toHaveURL(/\/$/);
  await expect(restarted.getByRole('link', { name: 'I MIEI CORSI' }).first()).toBeVisible();

  const refreshes = harness.mainRequests.filter((url) => url.endsWith('/refresh')).length;
  expect(refreshes - refreshesBefore).toBe(1);
  // Rotation: the vault now holds a new refresh token.
  expect(await harness.vault.get('refresh-token')).not.toBe(refreshToken);
});

test('log out clears the vault and the cookies and revokes the session on the server', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, 'visitatore@demo.test');
  const refreshToken = await harness.vault.get('refresh-token');

  await page.getByRole('button', { name: 'LOG OUT' }).first().click();
  await expect(page.getByText('Logout...')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  expect(await harness.vault.get('refresh-token')).toBeNull();
  expect(await harness.vault.get('access-token')).toBeNull();
  expect(harness.cookieClears).toBeGreaterThan(0);
  const replay = await request.post(`${baseURL}/api/tj/refresh`, {
    data: { refresh_token: refreshToken },
    headers: { 'x-tj-client': 'desktop' },
  });
  expect(replay.status()).toBe(401);
});
