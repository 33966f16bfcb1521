import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { CLIENT_KIND_HEADER, DESKTOP_CLIENT_KIND } from '#common/constants.ts';
import { withoutRequestId } from '../../../server/testing/without-request-id.ts';
import { DEMO_PASSWORD, signIn } from '../../testing/sign-in.ts';

/** An access token of a demo account, signed in as the desktop client does (no cookie). */
async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/tj/auth/login', {
    headers: { [CLIENT_KIND_HEADER]: DESKTOP_CLIENT_KIND },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).access_token;
}

async function saveChoices(
  page: Page,
  choices: { everyone: boolean; byName: boolean; consent: boolean },
) {
  const privacy = page.getByRole('region', { name: 'Privacy' });
  await privacy
    .getByRole('radio', {
      name: choices.everyone
        ? 'Tutti gli studenti della piattaforma'
        : 'Compagni di classe e i tuoi professori',
    })
    .check();
  await privacy
    .getByRole('checkbox', { name: 'Mostra il mio nome nella classifica generale' })
    .setChecked(choices.byName);
  const consent = privacy.getByRole('checkbox', {
    name: 'Accetto di essere contattato dalle aziende',
  });
  if (choices.consent && !(await consent.isChecked())) {
    await consent.click();
    // Consent is given only after reading who will see the CV and how to withdraw.
    const statement = page.getByRole('dialog', { name: 'Contatto dalle aziende' });
    await expect(statement).toContainText('ritirare');
    await statement.getByRole('button', { name: 'Acconsento' }).click();
  } else if (!choices.consent) {
    await consent.uncheck();
  }
  await privacy.getByRole('button', { name: 'Salva le scelte' }).click();
  await expect(page.getByText('Scelte sulla privacy salvate.').first()).toBeVisible();
}

test('studente2 downloads her data, changes her privacy choices, and the company no longer reads her profile', async ({
  page,
  request,
}) => {
  await signIn(page, 'studente2@demo.test');
  await page.goto('/settings');

  // «Scarica i miei dati»: a ZIP with the README, her profile and her certificates.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica i miei dati' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tech-journey-dati-Sara-Colombo-.+\.zip$/);
  const zip = await JSZip.loadAsync(readFileSync((await download.path()) ?? ''));
  expect(await zip.file('README.txt')?.async('string')).toContain('profilo.json');
  const profile = JSON.parse((await zip.file('profilo.json')?.async('string')) ?? '{}');
  expect(profile.account.email).toBe('studente2@demo.test');
  expect(Object.keys(zip.files).some((name) => /^certificati\/.+\.pdf$/.test(name))).toBe(true);

  // She opens up: every student sees her profile, and companies may contact her.
  await saveChoices(page, { everyone: true, byName: true, consent: true });
  const company = await accessToken(request, 'sorintian@demo.test');
  const asCompany = (path: string) =>
    request.get(`/api/tj${path}`, { headers: { authorization: `Bearer ${company}` } });
  const pool = await (
    await asCompany('/tech-journey/cv-pool?search=Colombo&limit=10&offset=0')
  ).json();
  const saraId: string = pool.items[0].user_id;
  expect((await asCompany(`/tech-journey/profile/${saraId}`)).status()).toBe(200);
  expect((await asCompany(`/tech-journey/cv/${saraId}`)).status()).toBe(200);

  // The company's reading shows in her profile.
  await page.goto('/profile?section=info');
  const views = page.getByRole('region', { name: 'Chi ha visto il tuo profilo' });
  await expect(views).toContainText('Andrea Ricci');
  await expect(views).toContainText('Azienda');

  // She withdraws: the company reads nothing of her any more, exactly as for nobody at all.
  await page.goto('/settings');
  await saveChoices(page, { everyone: false, byName: false, consent: false });
  const refused = await asCompany(`/tech-journey/profile/${saraId}`);
  expect(refused.status()).toBe(404);
  // The same answer as for nobody at all, but for its request id (different on every request).
  expect(withoutRequestId(await refused.text())).toBe(
    withoutRequestId(await (await asCompany('/tech-journey/profile/987654321')).text()),
  );
  expect((await asCompany(`/tech-journey/cv/${saraId}`)).status()).toBe(404);
  const emptied = await (
    await asCompany('/tech-journey/cv-pool?search=Colombo&limit=10&offset=0')
  ).json();
  expect(emptied.items).toEqual([]);

  // The demo's own look comes back for the specs after this one (her consent stays off).
  await saveChoices(page, { everyone: true, byName: true, consent: false });
});
