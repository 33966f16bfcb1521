import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BrowserGlobals, PageElement, PageScroller } from '../../testing/browser-globals.ts';
import { signIn } from '../../testing/sign-in.ts';

// Issue 29: on a phone the header has no room for the bell (spec 01 hides it in compact mode),
// so the hamburger carries its unread count and the mobile menu its notifications and «Compiti».
// studente2 has two «Compiti» in the demo; earlier specs may have read her notifications or done
// some of her work, so what the bell must show is read from her home page.

const SHOTS = '.tmp/screenshots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** The titles of the work still to do in the home page's «Compiti», in their order. */
async function workToDo(page: Page): Promise<string[]> {
  await page.goto('/');
  const home = page.getByRole('main').getByRole('region', { name: 'Compiti' });
  await expect(home.getByRole('listitem').first()).toBeVisible();
  return home.locator('li:not([data-state="done"])').getByRole('link').allTextContents();
}

async function expectTouchTarget(control: Locator) {
  const box = await control.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/** Nothing of the page or of the open menu scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const { document } = globalThis as unknown as BrowserGlobals;
    const root = document.scrollingElement ?? document.documentElement;
    const menu = document.querySelector('#mobile-menu') as (PageElement & PageScroller) | null;
    return {
      page: root.scrollWidth - root.clientWidth,
      menu: menu ? menu.scrollWidth - menu.clientWidth : 0,
    };
  });
  expect(widths).toEqual({ page: 0, menu: 0 });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tj.map-tutorial-seen', 'true'));
});

test('on a phone studente2 opens the bell from the menu and sees her «Compiti» and notifications', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'studente2@demo.test');
  const toDo = await workToDo(page);
  expect(toDo).toContain('Scrivere in Markdown');

  // The compact header: no bell, the hamburger (44×44) carries its unread count.
  await expect(page.getByRole('button', { name: /^Notifiche:/ })).toBeHidden();
  const toggle = page.getByRole('button', { name: /^Apri il menu/ });
  // The badge's number is in its name (WCAG 2.5.3: visible text is part of the name).
  await expect(toggle).toHaveAccessibleName(/^Apri il menu, notifiche: \d+ nuov[ae]$/);
  await expect(toggle.locator('.mobile-menu__count')).toHaveText(/^\d+$/);
  await expectTouchTarget(toggle);
  await page.screenshot({ path: `${SHOTS}/phone-bell-closed-390.png` });

  // By keyboard: the close button first, then the bell's entry, which opens in place.
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Chiudi il menu' })).toBeFocused();
  await page.keyboard.press('Tab');
  const entry = menu.getByRole('button', { name: /^Notifiche e compiti:/ });
  await expect(entry).toBeFocused();
  await expect(entry).toHaveAccessibleName(/^Notifiche e compiti: \d+ nuov[ae]$/);
  await expectTouchTarget(entry);
  await page.keyboard.press('Enter');
  await expect(entry).toHaveAttribute('aria-expanded', 'true');

  const panel = menu.getByRole('region', { name: 'Le tue notifiche' });
  await expect(panel.getByRole('region', { name: 'Compiti' }).getByRole('link')).toHaveText(toDo);
  await expect(panel.getByText('Nuovo compito: «Scrivere in Markdown».')).toBeVisible();
  await expect(panel.getByText(/^Sabato dalle 8:00/)).toBeVisible();
  // Opened is read: the entry and, once the menu closes, the hamburger say so.
  await expect(entry).toHaveAccessibleName('Notifiche e compiti: nessuna nuova');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/phone-bell-open-390.png` });
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(PHONE);

  // Escape closes the menu and gives the focus back to the hamburger.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAccessibleName('Apri il menu');
  await expect(toggle.locator('.mobile-menu__count')).toHaveCount(0);

  // A «Compiti» link leads to the work and closes the menu.
  await toggle.click();
  await menu.getByRole('button', { name: /^Notifiche e compiti/ }).click();
  const work = panel.getByRole('region', { name: 'Compiti' }).getByRole('link', {
    name: 'Scrivere in Markdown',
  });
  const href = await work.getAttribute('href');
  await work.click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('on a wide screen the header keeps its bell, with the same «Compiti»', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'studente2@demo.test');
  const toDo = await workToDo(page);
  await expect(page.getByRole('button', { name: /^Apri il menu/ })).toBeHidden();
  const bell = page.getByRole('button', { name: /^Notifiche:/ });
  await expect(bell).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/phone-bell-closed-1366.png` });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Le tue notifiche' });
  await expect(panel.getByRole('region', { name: 'Compiti' }).getByRole('link')).toHaveText(toDo);
  await expect(panel.getByText('Nuovo compito: «Scrivere in Markdown».')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/phone-bell-open-1366.png` });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});
