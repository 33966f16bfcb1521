import { expect, test, type Page } from '@playwright/test';
import type { BrowserGlobals } from '../../testing/browser-globals.ts';
import { entityId } from '../../testing/demo-quiz.ts';
import { signIn } from '../../testing/sign-in.ts';

// Issue 26, WCAG 1.4.10: at 320 CSS px wide, and at 1366×768 zoomed to 200 % (683 CSS px at
// device scale 2), no page scrolls sideways and nothing sticks out of the viewport, except
// tables inside their own scrolling container. The students are ones no spec changes the
// profile of, so the profile-completion widget is there to be measured.

const SIZES = [
  { name: '320 px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200 % zoom', viewport: { width: 683, height: 384 }, deviceScaleFactor: 2 },
] as const;

const ROUTES_BY_ACCOUNT: Record<string, readonly string[]> = {
  'francesca.greco@demo.test': [
    '/',
    '/map',
    '/levels',
    '/ondemand',
    '/skill-focus',
    '/courses',
    '/profile',
    '/settings',
    '/games',
    `/module-detail/${entityId('terminal-basics')}`,
  ],
  'sofia.moretti@demo.test': ['/live/watch'],
  'docente@demo.test': ['/', '/classroom-management', '/report', '/courses', '/profile'],
  'admin@demo.test': ['/admin/surveys', '/admin/moderation', '/admin/content', '/studio'],
};

/**
 * What sticks out on the right: the page's own sideways scroll, and every element whose box
 * passes the viewport's right edge without a scrolling (or clipping) container of its own that
 * keeps it inside.
 */
function overflowOf(): { scrollWidth: number; clientWidth: number; outside: string[] } {
  const { document, getComputedStyle } = globalThis as unknown as BrowserGlobals;
  const root = document.scrollingElement ?? document.documentElement;
  const width = root.clientWidth;
  const outside: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 1) continue;
    let contained = false;
    for (let parent = element.parentElement; parent && parent !== document.body;) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) {
        contained = true;
        break;
      }
      parent = parent.parentElement;
    }
    if (!contained) outside.push(`<${element.tagName.toLowerCase()} class="${element.className}">`);
  }
  return { scrollWidth: root.scrollWidth, clientWidth: width, outside: outside.slice(0, 5) };
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  // Lazy pages and their data: the main content has settled once nothing is loading.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const measured = await page.evaluate(overflowOf);
  expect(measured.outside, `${label}: nothing past the right edge`).toEqual([]);
  expect(measured.scrollWidth, `${label}: no sideways scroll`).toBeLessThanOrEqual(
    measured.clientWidth,
  );
}

for (const size of SIZES) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });

    for (const [email, routes] of Object.entries(ROUTES_BY_ACCOUNT)) {
      test(`${email.split('@')[0]}'s pages reflow`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.addInitScript(() => {
          localStorage.setItem('tj.map-tutorial-seen', 'true');
          localStorage.setItem('tj.classroom-tutorial-seen', 'true');
        });
        await signIn(page, email);
        for (const route of routes) {
          await page.goto(route);
          await expectNoSidewaysScroll(page, route);
        }
      });
    }
  });
}

/** The controls the profile-completion widget's box overlaps (the header's own aside). */
async function controlsUnderWidget(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as BrowserGlobals;
    const widget = document.querySelector('.completion-widget');
    if (!widget) throw new Error('The profile-completion widget is not shown');
    const area = widget.getBoundingClientRect();
    const covered: string[] = [];
    const controls = 'a[href], button, input, select, textarea, [role="button"], [tabindex="0"]';
    for (const control of document.querySelectorAll(controls)) {
      if (widget.contains(control) || control.closest('header.app-header')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const overlaps =
        box.left < area.right &&
        box.right > area.left &&
        box.top < area.bottom &&
        box.bottom > area.top;
      if (overlaps) covered.push(control.textContent?.trim().slice(0, 40) ?? control.tagName);
    }
    return covered;
  });
}

const WIDGET_CASES = [
  { route: '/profile', viewport: { width: 390, height: 844 } },
  { route: '/', viewport: { width: 1366, height: 768 } },
  { route: '/courses', viewport: { width: 1366, height: 768 } },
] as const;

for (const { route, viewport } of WIDGET_CASES) {
  test(`the profile-completion widget covers no control on ${route} at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'francesca.greco@demo.test');
    await page.goto(route);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: /Completa il profilo/ });
    await expect(toggle).toBeVisible();
    // At the top, halfway and at the end of the page, collapsed and opened.
    for (const expanded of [false, true]) {
      if (expanded) await toggle.click();
      for (const fraction of [0, 0.5, 1]) {
        await page.evaluate((part) => {
          const { document } = globalThis as unknown as BrowserGlobals;
          const root = document.scrollingElement ?? document.documentElement;
          root.scrollTop = (root.scrollHeight - root.clientHeight) * part;
        }, fraction);
        expect(await controlsUnderWidget(page), `scrolled to ${fraction * 100} %`).toEqual([]);
      }
    }
  });
}
