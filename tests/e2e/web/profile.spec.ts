import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn } from '../../testing/sign-in.ts';

/** The collapsed widget's percentage, as shown (rounded down). */
async function widgetPercentage(page: Page): Promise<number> {
  const widget = page.getByRole('button', { name: /Completa il profilo/ });
  await expect(widget).toBeVisible();
  return Number((await widget.innerText()).match(/(\d+)%/)?.[1]);
}

async function expectWidgetAt(page: Page, percentage: number) {
  await expect(page.getByRole('button', { name: /Completa il profilo/ })).toContainText(
    `${percentage}%`,
  );
}

async function pick(page: Page, label: string, search: string, option: string) {
  await page.getByRole('searchbox', { name: `Cerca ${label}` }).fill(search);
  await page.getByRole('button', { name: `+ ${option}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Rimuovi ${option}` })).toBeVisible();
}

test('studente2 completes the profile item by item until the widget is gone', async ({ page }) => {
  await signIn(page, 'studente2@demo.test');
  await page.goto('/profile');
  // DEMO.md: avatar, bio and two hobbies of seven items: 42 %.
  expect(await widgetPercentage(page)).toBe(42);
  await page.getByRole('button', { name: /Completa il profilo/ }).click();
  await expect(page.getByRole('link', { name: 'Vai alle impostazioni' })).toBeVisible();
  await page.getByRole('button', { name: 'Chiudi' }).click();

  await page.getByRole('button', { name: 'Modifica motto' }).click();
  await page.getByLabel('Motto').fill('Un commit alla volta.');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('«Un commit alla volta.»')).toBeVisible();
  await expectWidgetAt(page, 57);

  await pick(page, 'hard skill', 'git', 'Git');
  await expectWidgetAt(page, 71);

  await page.goto('/settings');
  await page.getByLabel('E-mail secondaria', { exact: true }).fill('sara.colombo@esempio.it');
  await page.getByLabel('Link al profilo GitHub').fill('https://github.com/');
  // Exact: the privacy panel below has its own «Salva le scelte».
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText(/Inserisci il link al tuo profilo GitHub/)).toBeVisible();
  await page.getByLabel('Link al profilo GitHub').fill('https://github.com/saracolombo');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati del profilo salvati.')).toBeVisible();
  await expectWidgetAt(page, 85);

  await page.getByRole('button', { name: /Completa il profilo/ }).click();
  await page.getByRole('link', { name: 'Vai ai riconoscimenti' }).click();
  await expect(page).toHaveURL(/\/profile\?section=awards$/);
  await page.getByRole('button', { name: /#git/ }).first().click();
  await expect(page.getByRole('button', { name: /Completa il profilo/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Completa il profilo' })).toHaveCount(0);
});

test('studente2 downloads a certificate from "I miei certificati"', async ({ page }) => {
  await signIn(page, 'studente2@demo.test');
  await page.getByRole('link', { name: 'I MIEI CERTIFICATI' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'I miei certificati' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Scarica PDF/ })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^attestato-Sara-Colombo-.+\.pdf$/);
  expect(
    readFileSync((await download.path()) ?? '')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('the company finds studente2 in the CV pool only after her consent', async ({ browser }) => {
  const company = await browser.newPage();
  await signIn(company, 'sorintian@demo.test');
  await company.getByRole('link', { name: 'CURRICULUM STUDENTI' }).first().click();
  await company.getByLabel('Nome').fill('Colombo');
  await expect(company.getByText('Nessuno studente corrisponde ai filtri.')).toBeVisible();

  const student = await browser.newPage();
  await signIn(student, 'studente2@demo.test');
  await student.goto('/settings');
  // The consent lives in the privacy panel (issue 25) and is given through its statement.
  const privacy = student.getByRole('region', { name: 'Privacy' });
  const consent = privacy.getByRole('checkbox', {
    name: 'Accetto di essere contattato dalle aziende',
  });
  await consent.click();
  await student
    .getByRole('dialog', { name: 'Contatto dalle aziende' })
    .getByRole('button', { name: 'Acconsento' })
    .click();
  await expect(consent).toBeChecked();
  await privacy.getByRole('button', { name: 'Salva le scelte' }).click();
  await expect(student.getByText('Scelte sulla privacy salvate.')).toBeVisible();

  await company.reload();
  await company.getByLabel('Nome').fill('Colombo');
  await company.getByRole('button', { name: 'Apri curriculum di Sara Colombo' }).click();
  const cv = company.getByRole('dialog', { name: 'Curriculum di Sara Colombo' });
  await expect(cv.getByText('sara.colombo@esempio.it')).toBeVisible();
  const downloading = company.waitForEvent('download');
  await cv.getByRole('button', { name: /Scarica PDF/ }).click();
  expect((await downloading).suggestedFilename()).toBe('curriculum-Sara-Colombo.pdf');
  await cv.getByRole('button', { name: 'Chiudi' }).first().click();

  await consent.uncheck();
  await privacy.getByRole('button', { name: 'Salva le scelte' }).click();
  await expect(student.getByText('Scelte sulla privacy salvate.').first()).toBeVisible();
  await company.reload();
  await company.getByLabel('Nome').fill('Colombo');
  await expect(company.getByText('Nessuno studente corrisponde ai filtri.')).toBeVisible();
});
