import { expect, test, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '#common/auth/roles.ts';
import { isPathAllowedForRole } from '#common/routing/role-blocks.ts';
import { paths, type PathKey } from '#common/routing/paths.ts';
import {
  describeFindings,
  navigateInApp,
  scanBothWidths,
  trackRequests,
  VIEWPORTS,
  type Finding,
} from '../../testing/axe-scan.ts';
import { demoManifest } from '../../../server/content-packs/demo-pack.ts';
import { entityId } from '../../testing/demo-quiz.ts';
import { routeCatalogue, routeOf } from '../../testing/route-catalogue.ts';
import { signIn } from '../../testing/sign-in.ts';

/*
 * axe-core (WCAG 2.0/2.1 A and AA) on every route of the renderer's table for every role, at
 * 1366×768 and 390×844, and in the states people meet (issue 26). Each role signs in once and
 * walks its pages inside the app: the routes without parameters it may enter, then every
 * parameterised route the first time one of its pages links to it (one variant per route: the
 * demo data decides the ids). The last test checks that the walk reached the whole table.
 */

const catalogue = routeCatalogue();
const UNKNOWN_PATH = '/pianeta-inesistente';
/** A well-formed code no certificate has: the verification page's "not found" answer. */
const UNKNOWN_CODE = 'K7QM-2XWD-9PTR-4HNB-8CJE';

const demo = demoManifest();
const [demoLevel] = demo.levels;
const [demoCollection] = demo.professional_paths;

/**
 * Routes no page links to, where a person types the address, and the studio's items of the
 * demo pack (its workspace lists the pack «local» first, whose draft is empty).
 */
const TYPED_ADDRESSES: Partial<Record<PathKey, string>> = {
  verifyCode: `/verify/${UNKNOWN_CODE}`,
  assessmentQuestion: '/assessment/1',
  ltiCourse: '/lti/courses/1',
  studioLevel: paths.studioLevel.href(demo.pack.key, demoLevel?.key ?? ''),
  studioEntity: paths.studioEntity.href(demo.pack.key, demoLevel?.entities[0]?.key ?? ''),
  studioCollection: paths.studioCollection.href(demo.pack.key, demoCollection?.key ?? ''),
};

/**
 * The module studente2 finished: its page links to the answers of its quiz, which the module the
 * map opens first (the one in progress) does not.
 */
const LINK_SOURCES = [paths.moduleDetail.href(entityId('terminal-basics'))];

/**
 * Routes the demo data never links to: no student of the demo has passed a level's final test,
 * no test session has attempts until test-session.spec.ts makes one, and the class the report
 * opens has no live quiz attempt.
 */
const NOT_IN_DEMO: readonly PathKey[] = [
  'finalTestAnswers',
  'testAttemptReport',
  'liveAttemptReport',
];

/** Linked routes that only pass on: the draft preview's entry opens the map in preview mode. */
const ENTRY_REDIRECTS: readonly PathKey[] = ['studioPreview'];

/**
 * What the walks tried and scanned, for the table-wide check at the end. Kept in a file: after a
 * failed test Playwright starts a new worker, which would forget what the earlier walks saw.
 */
const WALK_RECORD = path.resolve(import.meta.dirname, '../../../.tmp/axe-walks.json');
interface WalkRecord {
  tried: PathKey[];
  scanned: PathKey[];
}
function readWalks(): WalkRecord {
  return existsSync(WALK_RECORD)
    ? (JSON.parse(readFileSync(WALK_RECORD, 'utf8')) as WalkRecord)
    : { tried: [], scanned: [] };
}
function recordWalk(tried: Set<PathKey>, scanned: Set<PathKey>): void {
  const record = readWalks();
  writeFileSync(
    WALK_RECORD,
    JSON.stringify({
      tried: [...new Set([...record.tried, ...tried])],
      scanned: [...new Set([...record.scanned, ...scanned])],
    }),
  );
}

interface Walker {
  readonly page: Page;
  readonly role: string;
  readonly settle: () => Promise<void>;
  readonly findings: Finding[];
}

async function openWalker(page: Page, role: string, email: string | null): Promise<Walker> {
  // The tours open by themselves on a first visit; the walk scans the pages, the tour is a state.
  await page.addInitScript(() => {
    localStorage.setItem('tj.map-tutorial-seen', 'true');
    localStorage.setItem('tj.classroom-tutorial-seen', 'true');
  });
  const settle = trackRequests(page);
  if (email) await signIn(page, email);
  else await page.goto('/sign-in');
  await settle();
  return { page, role, settle, findings: [] };
}

/**
 * Scans the page at both widths. A state is left at 1366 px, where the test goes on clicking;
 * the walk keeps whichever width it ended on (one resize per page instead of two).
 */
async function scanState(walker: Walker, label: string, restoreWidth = true): Promise<void> {
  await walker.settle();
  walker.findings.push(...(await scanBothWidths(walker.page, walker.role, label, walker.settle)));
  if (restoreWidth) await walker.page.setViewportSize(VIEWPORTS[0]);
}

function currentAddress(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * A view: a route, plus the names of the query parameters it was opened with (/live?course=…
 * shows one course, /live the list). The walk scans each view once, whatever the values.
 */
function viewOf(address: string): { key: PathKey; view: string } {
  const key = routeOf(catalogue, address);
  const names = [...new URL(address, 'http://app.invalid').searchParams.keys()].sort();
  return { key, view: names.length > 0 ? `${key}?${names.join('&')}` : key };
}

/** The in-app links of the page that open a view not met yet. */
async function newViewLinks(walker: Walker, queued: Set<string>): Promise<[string, string][]> {
  const hrefs = await walker.page
    .locator('a[href^="/"]')
    .evaluateAll((links: { getAttribute(name: string): string | null }[]) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
  const found: [string, string][] = [];
  for (const href of hrefs) {
    const { view } = viewOf(href);
    if (view === 'notFound' || queued.has(view)) continue;
    queued.add(view);
    found.push([view, href]);
  }
  return found;
}

/**
 * Visits every view `role` may reach, scanning each once: the routes without parameters first,
 * then what their pages link to, then the typed addresses. A visit that the guards send
 * elsewhere (a blocked area, a page that always goes home) is not scanned twice: the page it
 * lands on is scanned under its own route.
 */
async function walkRoutes(walker: Walker, role: Role | null): Promise<void> {
  const queue = catalogue
    .filter((route) => route.params === 0 && route.pattern !== '*')
    .filter((route) => role === null || isPathAllowedForRole(route.pattern, role, 'production'))
    .map((route): [string, string] => [route.key, route.pattern]);
  queue.push(['notFound', UNKNOWN_PATH]);
  const queued = new Set(queue.map(([view]) => view));
  const done = new Set<string>();
  const tried = new Set<PathKey>();
  const scanned = new Set<PathKey>();
  const typed = Object.entries(TYPED_ADDRESSES) as [string, string][];
  // Pages read for their links even when their route was scanned under another variant.
  const sources = role === 'student' ? [...LINK_SOURCES] : [];
  while (queue.length > 0 || typed.length > 0 || sources.length > 0) {
    if (queue.length === 0 && sources.length > 0) {
      await navigateInApp(walker.page, sources.shift() as string);
      await walker.settle();
      queue.push(...(await newViewLinks(walker, queued)));
      continue;
    }
    const [intended, href] = queue.shift() ?? (typed.shift() as [string, string]);
    tried.add(viewOf(href).key);
    if (done.has(intended)) continue;
    const t0 = Date.now();
    await navigateInApp(walker.page, href);
    await walker.settle();
    const address = currentAddress(walker.page);
    // A page that answers with the 404 page (an admin page for someone without the flag) is
    // the 404 page: scanned once, under its own route.
    const notFound = (await walker.page.locator('.error-page').count()) > 0;
    const landed = notFound ? { key: 'notFound' as const, view: 'notFound' } : viewOf(address);
    if (landed.view !== intended) queued.delete(intended);
    if (process.env.AXE_DEBUG) console.log(`${Date.now() - t0} ms ${href} -> ${address}`);
    if (done.has(landed.view)) continue;
    done.add(landed.view);
    scanned.add(landed.key);
    await scanState(walker, `${address} (${landed.key})`, false);
    if (process.env.AXE_DEBUG) console.log(`  scanned ${Date.now() - t0} ms`);
    queue.push(...(await newViewLinks(walker, queued)));
  }
  recordWalk(tried, scanned);
}

function expectNoFindings(walker: Walker, startedAt: number): void {
  console.log(`axe ${walker.role}: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  expect(walker.findings.length, describeFindings(walker.findings)).toBe(0);
}

test('anonymous: the public pages, sign-in with its errors and the certificate check', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(path.dirname(WALK_RECORD), { recursive: true });
  rmSync(WALK_RECORD, { force: true });
  const startedAt = Date.now();
  const walker = await openWalker(page, 'anonimo', null);
  await walkRoutes(walker, null);

  await navigateInApp(page, '/sign-in');
  await page.getByLabel('E-mail').fill('studente2@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('non è la password');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await scanState(walker, '/sign-in, wrong password');

  await navigateInApp(page, '/verify');
  await page.getByLabel('Codice di verifica').fill('non un codice');
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByText('Il codice non è valido')).toBeVisible();
  await scanState(walker, '/verify, invalid code');

  // The one-time password was never changed: the blocking modal over the app.
  const expired = await (await browser.newContext()).newPage();
  const expiredWalker = await openWalker(
    expired,
    'studente, password scaduta',
    'scaduta@demo.test',
  );
  await expect(expired.getByRole('dialog', { name: 'AGGIORNA LA TUA PASSWORD' })).toBeVisible();
  await scanState(expiredWalker, `${currentAddress(expired)}, password expired modal`);
  walker.findings.push(...expiredWalker.findings);
  await expired.context().close();
  expectNoFindings(walker, startedAt);
});

test('student: every page, the tour, the chat, a quiz mid-attempt, the privacy consent and the password form with errors', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const startedAt = Date.now();
  const walker = await openWalker(page, 'studente', 'studente2@demo.test');
  await walkRoutes(walker, 'student');

  await navigateInApp(page, '/map');
  await page.getByRole('button', { name: 'Tutorial' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanState(walker, '/map, main tour running');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Menu del profilo/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scanState(walker, '/map, avatar menu open');
  await page.keyboard.press('Escape');

  await navigateInApp(page, '/courses');
  await page.getByRole('link', { name: 'Guarda la diretta' }).click();
  const chat = page.getByRole('region', { name: 'Chat del corso' });
  await expect(chat.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled();
  await scanState(walker, '/live/watch, chat panel');

  // The quiz journey.spec passes later: the attempt is abandoned, as a student may.
  await navigateInApp(page, `/module-detail/${entityId('html-css-basics')}`);
  await page.getByRole('button', { name: 'Effettua il quiz' }).click();
  await page.getByRole('link', { name: /Quiz finale: HTML e CSS/ }).click();
  await page.getByRole('button', { name: 'Inizia il quiz' }).click();
  await expect(page.getByText(/Domanda 1 di/)).toBeVisible();
  await page.locator('fieldset input').first().check();
  await scanState(walker, 'quiz mid-attempt');
  await page.getByRole('button', { name: 'Abbandona il quiz' }).click();
  await scanState(walker, 'quiz, abandon confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Abbandona' }).click();
  await expect(page.getByRole('button', { name: 'Inizia il quiz' })).toBeVisible();

  await navigateInApp(page, '/settings');
  await page.getByLabel('Password attuale').fill('Demo2026!');
  await page.getByLabel('Nuova password', { exact: true }).fill('Girasoli sul balcone 7');
  await page.getByLabel('Ripeti la nuova password').fill('Girasoli sul balcone 8');
  await page.getByRole('button', { name: 'Cambia password' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await scanState(walker, '/settings, password mismatch');

  // The consent is given only through its statement: open it and leave without saving.
  const consent = page
    .getByRole('region', { name: 'Privacy' })
    .getByRole('checkbox', { name: 'Accetto di essere contattato dalle aziende' });
  if (await consent.isChecked()) await consent.click();
  await consent.click();
  await expect(page.getByRole('dialog', { name: 'Contatto dalle aziende' })).toBeVisible();
  await scanState(walker, '/settings, company contact statement');
  await page.keyboard.press('Escape');
  expectNoFindings(walker, startedAt);
});

test('professor: every page, the classroom tour and the add-student and upload dialogs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const startedAt = Date.now();
  const walker = await openWalker(page, 'docente', 'docente@demo.test');
  await walkRoutes(walker, 'professor');

  await navigateInApp(page, '/classroom-management');
  await page.getByRole('button', { name: 'Aggiungi studente' }).click();
  const add = page.getByRole('dialog', { name: 'Aggiungi uno studente' });
  await expect(add).toBeVisible();
  await scanState(walker, '/classroom-management, add a student');
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();

  await page.getByRole('button', { name: 'Aggiungi gruppo di studenti' }).click();
  const upload = page.getByRole('dialog', { name: 'Aggiungi un gruppo di studenti' });
  await expect(upload).toBeVisible();
  await scanState(walker, '/classroom-management, upload a list');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Tutorial' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanState(walker, '/classroom-management, classroom tour running');
  await page.keyboard.press('Escape');

  // The live attempts of a class open on demand, below the quiz.
  await navigateInApp(page, '/report');
  await page.getByRole('button', { name: 'Mostra tentativi' }).first().click();
  await expect(page.getByRole('button', { name: 'Nascondi tentativi' }).first()).toBeVisible();
  await scanState(walker, '/report, live attempts shown');
  expectNoFindings(walker, startedAt);
});

test('admin: every page, the studio and the administration pages', async ({ page }) => {
  test.setTimeout(180_000);
  const startedAt = Date.now();
  const walker = await openWalker(page, 'admin', 'admin@demo.test');
  await walkRoutes(walker, 'professor');
  expectNoFindings(walker, startedAt);
});

test('company staff: every page it may reach', async ({ page }) => {
  test.setTimeout(120_000);
  const startedAt = Date.now();
  const walker = await openWalker(page, 'azienda', 'sorintian@demo.test');
  await walkRoutes(walker, 'sorintian');
  expectNoFindings(walker, startedAt);
});

test('visitor: every page it may reach', async ({ page }) => {
  test.setTimeout(120_000);
  const startedAt = Date.now();
  const walker = await openWalker(page, 'visitatore', 'visitatore@demo.test');
  await walkRoutes(walker, 'visitor');
  expectNoFindings(walker, startedAt);
});

test('the walks reached every route of the table, or saw the guards send it elsewhere', () => {
  const { tried, scanned } = readWalks();
  const missed = catalogue.map((route) => route.key).filter((key) => !tried.includes(key));
  expect(missed, `never visited: ${missed.join(', ')}`).toEqual(NOT_IN_DEMO);
  const neverScanned = tried.filter((key) => !scanned.includes(key));
  console.log(`routes always redirected elsewhere: ${neverScanned.join(', ') || 'none'}`);
  // A route some page links to is a page of its own, never a redirect: each was scanned.
  const linkedNotScanned = catalogue
    .filter((route) => route.params > 0 && !(route.key in TYPED_ADDRESSES))
    .filter((route) => !NOT_IN_DEMO.includes(route.key) && !ENTRY_REDIRECTS.includes(route.key))
    .map((route) => route.key)
    .filter((key) => !scanned.includes(key));
  expect(linkedNotScanned, `linked but never scanned: ${linkedNotScanned.join(', ')}`).toEqual([]);
});
