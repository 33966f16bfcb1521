import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import {
  describeFindings,
  scanBothWidths,
  trackRequests,
  type Finding,
} from '../../testing/axe-scan.ts';
import { DEMO_PASSWORD, signIn } from '../../testing/sign-in.ts';
import { mailsTo } from '../../testing/smtp-sink.ts';

// Martina Costa is in no other spec: her password may change for good in this run.
const EMAIL = 'martina.costa@demo.test';
const NEW_PASSWORD = 'Lanterne accese sul molo 31';
const SHOTS = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

const findings: Finding[] = [];

/** Screenshots of the page as it is at both widths, for looking at, and axe's scan of both. */
async function shoot(page: Page, name: string): Promise<void> {
  findings.push(...(await scanBothWidths(page, 'anonimo', name, trackRequests(page))));
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: path.join(SHOTS, `forgotten-password-${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

test('a forgotten-password mail arrives and its link sets a new password once', async ({
  page,
  browser,
}) => {
  // Six states scanned by axe and photographed at two widths.
  test.setTimeout(120_000);
  await page.goto('/sign-in');
  await shoot(page, 'sign-in');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/password-dimenticata$/);
  await expect(page.getByRole('heading', { name: 'Password dimenticata?' })).toBeVisible();
  await shoot(page, 'request');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Se ${EMAIL} è l'indirizzo di un account della Tech Journey`,
  );
  await shoot(page, 'sent');

  // The mail the platform sent through the suite's SMTP server.
  await expect.poll(async () => (await mailsTo(EMAIL)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(EMAIL);
  expect(mail?.subject).toBe('Reimposta la password della Tech Journey');
  expect(mail?.text).toContain('Ciao Martina Costa,');
  const link = new URL(/http:\/\/\S+\/reimposta-password#\S+/.exec(mail?.text ?? '')![0]);
  // Without HG_PUBLIC_URL the link names this machine; the test's browser reaches it on the
  // address Playwright started the server on.
  expect(link.origin).toBe(`http://localhost:${new URL(baseURL).port}`);
  const address = `${link.pathname}${link.hash}`;

  // Opened from the mail: a browser with no session.
  const mailbox = await (await browser.newContext()).newPage();
  await mailbox.goto(address);
  await expect(mailbox.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
  await shoot(mailbox, 'new-password');
  await mailbox.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
  await mailbox.getByLabel('Ripeti la nuova password').fill(NEW_PASSWORD);
  await mailbox.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(mailbox.getByRole('status')).toContainText('Password aggiornata.');
  await shoot(mailbox, 'done');

  // The same link a second time: refused, with the way to a new one.
  await mailbox.goto('/sign-in');
  await mailbox.goto(address);
  await mailbox.getByLabel('Nuova password', { exact: true }).fill('Un altro faro nella nebbia 7');
  await mailbox.getByLabel('Ripeti la nuova password').fill('Un altro faro nella nebbia 7');
  await mailbox.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(mailbox.getByText(/Questo link non è più valido/)).toBeVisible();
  await expect(mailbox.getByRole('link', { name: 'Chiedi un nuovo link' })).toBeVisible();
  await shoot(mailbox, 'used-link');
  await mailbox.context().close();

  // The old password is gone, the new one signs in.
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('E-mail o password non corretti.')).toBeVisible();
  await signIn(page, EMAIL, NEW_PASSWORD);
  expect(findings, describeFindings(findings)).toEqual([]);
});

test('a school without a mail server: the page sends the student to their professor', async ({
  page,
}) => {
  // The suite's server has one; its availability answer is replaced, for the screenshot of
  // that state (the server's own answer without SMTP is tested in password-reset.test.ts).
  await page.route('**/api/tj/auth/password-reset', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { selfService: false } })
      : route.continue(),
  );
  await page.goto('/password-dimenticata');
  await expect(page.getByText(/Chiedi al tuo professore un nuovo foglietto/)).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  await shoot(page, 'no-smtp');
  expect(findings, describeFindings(findings)).toEqual([]);
});
