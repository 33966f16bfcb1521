import { expect, type Locator, type Page } from '@playwright/test';
import type { BrowserGlobals, PageElement } from './browser-globals.ts';

/** What the focused element looks like, read in the page (see `readFocus`). */
interface FocusState {
  /** A short description for failure messages: tag, accessible-ish name. */
  what: string;
  /** Nothing is focused (the document itself). */
  none: boolean;
  /** It has a box, lies inside the viewport and is the element found at its own centre. */
  visible: boolean;
  /** An outline or a ring (box-shadow) is drawn for it while it matches :focus-visible. */
  indicated: boolean;
  /** The shell's skip link: a full Tab cycle of the page ends here again. */
  skipLink: boolean;
}

/**
 * Reads the focused element. A visually hidden native control (the quiz's and the stars'
 * radios are drawn by their label) is judged by the label that draws it.
 */
function readFocus(): FocusState {
  const { document, innerWidth, innerHeight, getComputedStyle, CSS } =
    globalThis as unknown as BrowserGlobals;
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) {
    return { what: 'nothing', none: true, visible: false, indicated: false, skipLink: false };
  }
  const own = active.getBoundingClientRect();
  const hidden = own.width <= 2 || own.height <= 2;
  const label = hidden
    ? (active.closest('label') ??
      (active.id ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`) : null))
    : null;
  const drawn = label ?? active;
  const box = drawn.getBoundingClientRect();
  const style = getComputedStyle(drawn);
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
  const atCentre = document.elementFromPoint(x, y);
  const visible =
    box.width > 2 &&
    box.height > 2 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < innerHeight &&
    box.left < innerWidth &&
    style.visibility !== 'hidden' &&
    atCentre !== null &&
    (drawn.contains(atCentre) || atCentre.contains(drawn));
  // A media element's own controls live in the browser's closed shadow tree: the focus sits on
  // one of them (the element matches :focus-within, not :focus) and the browser rings it.
  const inOwnControls =
    (active.tagName === 'VIDEO' || active.tagName === 'AUDIO') &&
    active.matches(':focus-within') &&
    !active.matches(':focus');
  const outlined = (element: PageElement) => {
    const its = getComputedStyle(element);
    return its.outlineStyle !== 'none' && parseFloat(its.outlineWidth) >= 2;
  };
  const ringed = style.boxShadow !== 'none';
  // A card whose whole surface is its link draws the ring on the card (:has(:focus-visible)).
  let card = drawn.parentElement;
  for (let level = 0; level < 3 && card && !outlined(card); level++) card = card.parentElement;
  const ringedCard = card !== null && card !== document.body && outlined(card);
  const name = (active.getAttribute('aria-label') ?? active.innerText ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50);
  return {
    what: `<${active.tagName.toLowerCase()}> «${name}»`,
    none: false,
    visible,
    indicated:
      inOwnControls ||
      (active.matches(':focus-visible') && (outlined(drawn) || ringed || ringedCard)),
    skipLink: active.classList.contains('skip-link'),
  };
}

/** The focused element is on screen, not covered, and shows a focus indicator. */
export async function expectFocusVisible(page: Page): Promise<FocusState> {
  const state = await page.evaluate(readFocus);
  expect(state.none, 'something has the focus').toBe(false);
  expectIndicated(state);
  return state;
}

function expectIndicated(state: FocusState) {
  expect(state.visible, `${state.what} is visible and uncovered`).toBe(true);
  expect(state.indicated, `${state.what} shows a focus indicator`).toBe(true);
}

/**
 * Presses `key` (Tab, Shift+Tab) until `target` has the focus, checking every stop on the way:
 * a control that never comes is unreachable by keyboard, and the walk fails.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { key?: string; max?: number } = {},
) {
  const { key = 'Tab', max = 80 } = options;
  // A person starts tabbing once the page shows what they came for. Tabbing while it still
  // loads judged a stop that the arriving content then pushed out of the viewport (the footer's
  // link, read below the fold as the quiz's start page rendered above it).
  await target.waitFor({ state: 'attached' });
  for (let step = 0; step < max; step++) {
    await page.keyboard.press(key);
    const state = await page.evaluate(readFocus);
    // Between the last control and the first, Chromium passes through the document itself.
    if (state.none) continue;
    // Judged on this one reading: a list refetched after a save may re-render the focused
    // control away between two readings, and the next Tab goes on from where it stood.
    expectIndicated(state);
    if (
      await target
        .evaluate(
          (element) => element === (globalThis as unknown as BrowserGlobals).document.activeElement,
        )
        .catch(() => false)
    ) {
      return;
    }
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of ${key}`);
}

/**
 * Tabs through the whole page until the skip link comes round again: every stop is visible with
 * its indicator, and no widget keeps the focus (no trap). Returns the stops, for assertions.
 */
export async function tabThroughPage(page: Page, max = 250): Promise<string[]> {
  const stops: string[] = [];
  for (let step = 0; step < max; step++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(readFocus);
    if (state.none) continue;
    expectIndicated(state);
    if (state.skipLink && stops.length > 0) return stops;
    stops.push(state.what);
  }
  throw new Error(
    `Tab never came back to the skip link (a trap?); last stops: ${stops.slice(-8).join(', ')}`,
  );
}

/**
 * Tab inside an open dialog never leaves it (the dialog traps focus by design), and Escape
 * closes it and gives the focus back to `opener` (a dialog that opened by itself has none).
 */
export async function expectDialogTrapsAndEscapes(
  page: Page,
  dialog: Locator,
  opener: Locator | null,
) {
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    expect(
      await dialog.evaluate((element) =>
        element.contains((globalThis as unknown as BrowserGlobals).document.activeElement),
      ),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (opener) await expect(opener).toBeFocused();
}

/** Signs in with the keyboard alone: the skip link first, then the form, Enter to submit. */
export async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.keyboard.press('Tab');
  expect((await expectFocusVisible(page)).skipLink, 'the skip link is the first stop').toBe(true);
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);
  // The «Accedi» button went with the sign-in page: the focus moves to the new page's content.
  await expect(page.getByRole('main')).toBeFocused();
}
