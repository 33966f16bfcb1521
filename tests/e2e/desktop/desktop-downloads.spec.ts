import { expect, test } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDesktopHarness } from '../../testing/desktop-harness.ts';
import {
  workbookRows,
  classListWithNewStudents,
  createClassroomWithStudents,
} from '../../testing/professor-flow.ts';
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
  const rows = await workbookRows(path.join(folder, files[0] ?? ''));
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

test('docente saves the slips of new students into the chosen folder through main', async ({
  page,
  baseURL,
}) => {
  const harness = createDesktopHarness(baseURL ?? '');
  const folder = mkdtempSync(path.join(tmpdir(), 'tj-credenziali-'));
  harness.setDownloadFolder(folder);
  await harness.attach(page);
  await page.addInitScript(() => localStorage.setItem('tj.classroom-tutorial-seen', 'true'));

  await signIn(page, 'docente@demo.test');
  await page.goto('/classroom-management');
  await page.getByRole('button', { name: 'Nuova classe' }).click();
  await page.getByLabel('Nome della classe').fill('1F Informatica');
  await page.getByRole('button', { name: 'Crea' }).click();
  await page.getByRole('button', { name: 'Aggiungi gruppo di studenti' }).click();
  await page
    .getByLabel('File degli studenti')
    .setInputFiles(classListWithNewStudents([['nina.galli@scuola.it', 'Nina', 'Galli']]));
  await page.getByRole('button', { name: 'Carica', exact: true }).click();
  await page.getByRole('button', { name: 'Scarica i foglietti da stampare (PDF)' }).click();
  await expect(page.getByText('Download completato con successo.')).toBeVisible();

  const files = readdirSync(folder);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^credenziali-\d{2}\.\d{2}\.\d{4}\.pdf$/);
  expect(
    readFileSync(path.join(folder, files[0] ?? ''))
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('docente saves the attendance summary of a live course into the chosen folder through main', async ({
  page,
  baseURL,
}) => {
  const harness = createDesktopHarness(baseURL ?? '');
  const folder = mkdtempSync(path.join(tmpdir(), 'tj-presenze-'));
  harness.setDownloadFolder(folder);
  await harness.attach(page);

  await signIn(page, 'docente@demo.test');
  await page.goto('/report');
  await page.getByRole('button', { name: 'Presenze: Sicurezza informatica per tutti' }).click();
  await expect(page.getByText('Download completato con successo.')).toBeVisible();

  const files = readdirSync(folder);
  expect(files).toEqual(['presenze-Sicurezza-informatica-per-tutti.xlsx']);
  const rows = await workbookRows(path.join(folder, files[0] ?? ''));
  expect(rows.some((row) => row.includes('Alessandro Conti') && row.includes('58'))).toBe(true);
});
