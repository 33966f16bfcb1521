import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signIn } from '../../testing/sign-in.ts';

// Spec 01 §4: a newer build reloads the page at the next navigation, and a page chunk that cannot
// load reloads the page at the target path, at most once per 10 s. Both against the real server
// and the built web UI it serves from disk (tests/playwright.config.ts starts scripts/serve.ts
// with no HG_WEB_DIR, so the build in out/renderer). Every file changed is put back in a finally.
//
// Sofia Moretti: a student no other spec signs in as, so nothing here touches state they rely on.
const STUDENT = 'sofia.moretti@demo.test';
const WEB_DIR =
  process.env.HG_WEB_DIR ?? path.resolve(import.meta.dirname, '../../../out/renderer');
const DESCRIPTOR = path.join(WEB_DIR, 'version.json');
const PROFILE_LINK = 'PROFILO PERSONALE';

/** The chunk of the profile page, with the .br and .gz siblings the server would send instead. */
function profileChunkFiles(): string[] {
  const assets = path.join(WEB_DIR, 'assets');
  const chunk = readdirSync(assets).filter((name) => /^profile-page-[\w-]+\.js$/.test(name));
  expect(chunk, 'one profile page chunk in the build').toHaveLength(1);
  return readdirSync(assets)
    .filter((name) => name.startsWith(chunk[0] ?? '?'))
    .map((name) => path.join(assets, name));
}

const HIDDEN = '.e2e-hidden';
const hide = (files: string[]) => files.forEach((file) => renameSync(file, file + HIDDEN));
const restore = (files: string[]) => {
  for (const file of files) {
    try {
      renameSync(file + HIDDEN, file);
    } catch {
      // Restored already (the test put it back to let the reload succeed).
    }
  }
};

// A run killed half-way leaves its hidden chunk behind: put it back before anything else.
test.beforeAll(() => {
  const assets = path.join(WEB_DIR, 'assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith(HIDDEN))) {
    renameSync(path.join(assets, name), path.join(assets, name.slice(0, -HIDDEN.length)));
  }
});

/** Full page loads (documents) of `pathname` in the page's main frame, counted as they start. */
function countDocumentLoads(page: Page, pathname: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      new URL(request.url()).pathname === pathname
    ) {
      count += 1;
    }
  });
  return { count: () => count };
}

const profileSections = (page: Page) =>
  page.getByRole('navigation', { name: 'Sezioni del profilo' });

test.describe('a page chunk that cannot load', () => {
  test('reloads the page at the target path once, then shows the error page instead of looping', async ({
    page,
  }) => {
    const files = profileChunkFiles();
    const loads = countDocumentLoads(page, '/profile');
    hide(files);
    try {
      await signIn(page, STUDENT);
      await page.getByRole('link', { name: PROFILE_LINK, exact: true }).click();
      // The navigation failed to load the chunk: one full load of /profile, which fails again
      // within 10 s, so the error page stays.
      await expect(page.locator('#error-page-message')).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      expect(loads.count()).toBe(1);
      await page.waitForTimeout(2_000);
      expect(loads.count()).toBe(1);
      await expect(page.locator('#error-page-message')).toBeVisible();
    } finally {
      restore(files);
    }
  });

  test('reloads at the target path and shows the page once the chunk is back', async ({ page }) => {
    const files = profileChunkFiles();
    const loads = countDocumentLoads(page, '/profile');
    // The new deployment's files are in place by the time the reload asks for them.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/profile') {
        restore(files);
      }
    });
    hide(files);
    try {
      await signIn(page, STUDENT);
      await page.getByRole('link', { name: PROFILE_LINK, exact: true }).click();
      await expect(profileSections(page)).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      expect(loads.count()).toBe(1);
      await expect(page.locator('#error-page-message')).toHaveCount(0);
    } finally {
      restore(files);
    }
  });
});

test('a newer build published on the server reloads the page at the next navigation', async ({
  page,
}) => {
  const original = readFileSync(DESCRIPTOR, 'utf8');
  const runningId = (JSON.parse(original) as { id: string }).id;
  const profileLoads = countDocumentLoads(page, '/profile');
  const homeLoads = countDocumentLoads(page, '/');
  // The page's clock drives the hourly timer; the network and the server stay real.
  await page.clock.install();
  try {
    await signIn(page, STUDENT);
    await expect(page).toHaveURL(/\/$/);
    const initialHomeLoads = homeLoads.count();

    // Same build: the hourly check finds nothing, and navigating stays in the page.
    const unchanged = page.waitForResponse((response) =>
      /\/version\.json\?t=\d+$/.test(response.url()),
    );
    await page.clock.fastForward('01:00:00');
    expect(await (await unchanged).json()).toEqual({ id: runningId });
    expect((await unchanged).headers()['cache-control']).toBe('no-store');
    await page.getByRole('link', { name: PROFILE_LINK, exact: true }).click();
    await expect(profileSections(page)).toBeVisible();
    expect(profileLoads.count()).toBe(0);
    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(homeLoads.count()).toBe(initialHomeLoads);

    // A new build is published: the next hourly check sees it...
    writeFileSync(DESCRIPTOR, `${JSON.stringify({ id: 'e2e-newer-build' })}\n`);
    const changed = page.waitForResponse((response) =>
      /\/version\.json\?t=\d+$/.test(response.url()),
    );
    await page.clock.fastForward('01:00:00');
    expect(await (await changed).json()).toEqual({ id: 'e2e-newer-build' });
    // ...nothing happens until the user navigates...
    await page.waitForTimeout(500);
    expect(homeLoads.count()).toBe(initialHomeLoads);
    // ...and the next navigation is a full page load at its target.
    await page.getByRole('link', { name: PROFILE_LINK, exact: true }).click();
    await expect(profileSections(page)).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    expect(profileLoads.count()).toBe(1);
  } finally {
    writeFileSync(DESCRIPTOR, original);
  }
});

test.describe('route preloading (spec 01 §9)', () => {
  const isProfileChunk = (url: string) => /\/assets\/profile-page-[\w-]+\.js$/.test(url);

  test("loads the header's pages once the browser is idle, before any click", async ({ page }) => {
    const profileChunk = page.waitForRequest((request) => isProfileChunk(request.url()));
    await signIn(page, STUDENT);
    await profileChunk;
    await expect(page).toHaveURL(/\/$/);
  });

  test('loads nothing ahead with data saving on; the page still loads when chosen', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ effectiveType: '4g', saveData: true }),
      });
    });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isProfileChunk(request.url())) requested.push(request.url());
    });
    await signIn(page, STUDENT);
    await page.getByRole('link', { name: PROFILE_LINK, exact: true }).hover();
    await page.waitForTimeout(1_500);
    expect(requested).toEqual([]);
    await page.getByRole('link', { name: PROFILE_LINK, exact: true }).click();
    await expect(profileSections(page)).toBeVisible();
    expect(requested).toHaveLength(1);
  });
});
