import { expect, test } from '@playwright/test';
import { workbookRows, createClassroomWithStudents } from '../../testing/professor-flow.ts';
import { signIn } from '../../testing/sign-in.ts';

test('docente builds a class and downloads the certified hours as a browser download', async ({
  page,
}) => {
  await signIn(page, 'docente@demo.test');
  await createClassroomWithStudents(page, '5C Informatica');

  await page.goto('/report');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Scarica ore certificate/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ore-certificate-PCTO-\d{2}\.\d{2}\.\d{4}\.xlsx$/);
  const rows = await workbookRows(await download.path());
  // studente2 (Sara Colombo) has the certificate of "Git e GitHub", in the new class too.
  expect(rows.some((row) => row.includes('5C Informatica') && row.includes('Sara Colombo'))).toBe(
    true,
  );
  await expect(page.getByText('Download completato con successo.')).toBeVisible();
});
