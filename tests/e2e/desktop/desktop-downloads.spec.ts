import { expect, test } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDesktopHarness } from '../../testing/desktop-harness.ts';
import { certifiedHoursRows, createClassroomWithStudents } from '../../testing/professor-flow.ts';
import { signIn } from '../../testing/sign-in.ts';

test('docente downloads the certified hours into the chosen folder through main', async ({
  page,
  baseURL,
}) => {
  const harness = createDesktopHarness(baseURL ?? '');
  const folder = mkdtempSync(path.join(tmpdir(), 'tj-scaricati-'));
  harness.setDownloadFolder(folder);
  await harness.attach(page);

  await signIn(page, 'docente@demo.test');
  await createClassroomWithStudents(page, '5D Informatica');
  await page.goto('/report');
  await page.getByRole('button', { name: /Scarica ore certificate/ }).click();
  await expect(page.getByText('Download completato con successo.')).toBeVisible();

  // Main streamed it to a .part file and renamed it: one complete file, nothing left over.
  const files = readdirSync(folder);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^ore-certificate-PCTO-\d{2}\.\d{2}\.\d{4}\.xlsx$/);
  const rows = await certifiedHoursRows(path.join(folder, files[0] ?? ''));
  expect(rows.some((row) => row.includes('5D Informatica') && row.includes('Sara Colombo'))).toBe(
    true,
  );
});

test('studente2 saves a certificate from "I miei certificati" through main', async ({
  page,
  baseURL,
}) => {
  const harness = createDesktopHarness(baseURL ?? '');
  const folder = mkdtempSync(path.join(tmpdir(), 'tj-attestati-'));
  harness.setDownloadFolder(folder);
  await harness.attach(page);

  await signIn(page, 'studente2@demo.test');
  await page.goto('/profile?section=certificates');
  await page
    .getByRole('button', { name: /^Scarica PDF/ })
    .first()
    .click();
  await expect(page.getByText('Download completato con successo.')).toBeVisible();

  const files = readdirSync(folder);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^attestato-Sara-Colombo-.+\.pdf$/);
  expect(
    readFileSync(path.join(folder, files[0] ?? ''))
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
