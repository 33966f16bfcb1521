import { expect, test } from '@playwright/test';
import { createDesktopHarness, type DesktopHarness } from '../../testing/desktop-harness.ts';
import { signIn } from '../../testing/sign-in.ts';

// tech-journey:// links through the real main inbox and the renderer's router (Electron's own
// delivery, open-url and second-instance, is covered by the main-process unit tests).

let harness: DesktopHarness;

test.beforeEach(async ({ page, baseURL }) => {
  harness = createDesktopHarness(baseURL ?? '');
  await harness.attach(page);
});

const APP_EXE = '/opt/Tech Journey/tech-journey';

test('a link from a second start opens its route in the running app', async ({ page }) => {
  await signIn(page, 'studente2@demo.test');
  expect(harness.secondInstance([APP_EXE, 'tech-journey://settings'])).toBe(true);
  await expect(page).toHaveURL(/\/settings$/);
  expect(harness.secondInstance([APP_EXE, 'tech-journey://module-detail/not-hex'])).toBe(true);
  expect(harness.secondInstance([APP_EXE, 'tech-journey://auth/sso?code=one-time'])).toBe(false);
  expect(harness.secondInstance([APP_EXE, 'https://evil.example/settings'])).toBe(false);
  // The refused links leave the page where it was; only reasons reach the log.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/settings$/);
  expect(harness.logLines.join('\n')).not.toContain('one-time');
  expect(harness.logLines.join('\n')).not.toContain('evil.example');
});

test('a link that arrives before the page loads opens once the user has signed in', async ({
  page,
}) => {
  expect(harness.secondInstance([APP_EXE, 'tech-journey://levels'])).toBe(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('E-mail').fill('studente2@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo2026!');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/levels$/);
});
