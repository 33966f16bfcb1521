import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: what issue 26 asks of every page. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A laptop of the school's lab and a phone. */
export const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** One failed check on one element, with where it was met. */
export interface Finding {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly target: string;
  readonly summary: string;
  readonly page: string;
  readonly role: string;
  readonly width: number;
}

/** The findings as lines a reader can act on without opening a trace. */
export function describeFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'no violations';
  return [
    `${findings.length} axe violation(s):`,
    ...findings.map(
      (found) =>
        `- [${found.rule}, ${found.impact}] ${found.role} @ ${found.width}px ${found.page}\n` +
        `    target: ${found.target}\n    ${found.help}\n    ${found.summary.replaceAll('\n', '\n    ')}`,
    ),
  ].join('\n');
}

/**
 * Waits until the page stops fetching and its loading placeholders are gone, so axe sees the
 * page people read rather than its skeleton. Long-lived streams (the chat, the live events) and
 * media never finish, so they are not waited for.
 */
export function trackRequests(page: Page): () => Promise<void> {
  const pending = new Set<object>();
  const longLived = new Set(['eventsource', 'websocket', 'media']);
  page.on('request', (request) => {
    if (!longLived.has(request.resourceType())) pending.add(request);
  });
  const done = (request: object) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 8_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 200) break;
      await page.waitForTimeout(50);
    }
    await page
      .locator('.page-loading, .skeleton-shine')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
  };
}

/** Runs axe at both widths on the page as it stands; `label` names the page or state. */
export async function scanBothWidths(
  page: Page,
  role: string,
  label: string,
  settle: () => Promise<void>,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  // The width the page already has first: one resize per page instead of two.
  const current = page.viewportSize()?.width;
  const order = VIEWPORTS[0].width === current ? VIEWPORTS : [...VIEWPORTS].reverse();
  for (const viewport of order) {
    if (viewport.width !== page.viewportSize()?.width) {
      await page.setViewportSize(viewport);
      // A resize can swap layouts (the mobile menu) and start transitions: let them end.
      await page.waitForTimeout(120);
      await settle();
    }
    // Legacy mode runs axe in the page itself; the default finishes every scan in a new blank
    // page, which doubled the suite's time. The app has no cross-origin frame of its own.
    // Only violations are reported back: the passes of a long page weigh more than the scan.
    // options() replaces the run options, so it comes before withTags() sets runOnly.
    const result = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(WCAG_TAGS)
      .setLegacyMode()
      .analyze();
    for (const violation of result.violations) {
      for (const node of violation.nodes) {
        findings.push({
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          target: node.target.join(' '),
          summary: node.failureSummary ?? '',
          page: label,
          role,
          width: viewport.width,
        });
      }
    }
  }
  return findings;
}

/**
 * Moves the single-page app to `href` the way its own links do (history + popstate, which the
 * browser router listens to), so a role's pages are visited without reloading the app each time.
 */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    // The test code is typed for Node; this runs in the page.
    const scope = globalThis as unknown as {
      history: { pushState(state: null, unused: string, url: string): void };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string, init: { state: null }) => unknown;
    };
    scope.history.pushState(null, '', to);
    scope.dispatchEvent(new scope.PopStateEvent('popstate', { state: null }));
  }, href);
}
