import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { classListWithNewStudents } from '../../testing/professor-flow.ts';
import { signIn } from '../../testing/sign-in.ts';

test('docente creates two students from a list; one signs in with the slip, chooses a password and reaches /welcome', async ({
  page,
  browser,
}) => {
  await page.addInitScript(() => localStorage.setItem('tj.classroom-tutorial-seen', 'true'));
  await signIn(page, 'docente@demo.test');
  await page.goto('/classroom-management');
  await page.getByRole('button', { name: 'Nuova classe' }).click();
  await page.getByLabel('Nome della classe').fill('1E Informatica');
  await page.getByRole('button', { name: 'Crea' }).click();
  await expect(page.getByRole('heading', { name: '1E Informatica' })).toBeVisible();

  await page.getByRole('button', { name: 'Aggiungi gruppo di studenti' }).click();
  await page.getByLabel('File degli studenti').setInputFiles(
    classListWithNewStudents([
      ['chiara.esposito@scuola.it', 'Chiara', 'Esposito'],
      ['ivan.ricci@scuola.it', 'Ivan', 'Ricci'],
    ]),
  );
  await page.getByRole('button', { name: 'Carica', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi un gruppo di studenti' });
  await expect(dialog.getByText('2 studenti aggiunti (2 nuovi account).')).toBeVisible();

  const slips = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Scarica i foglietti da stampare (PDF)' }).click();
  expect((await slips).suggestedFilename()).toMatch(/^credenziali-\d{2}\.\d{2}\.\d{4}\.pdf$/);
  await expect(dialog.getByRole('button', { name: /Scaricato: i foglietti/ })).toBeDisabled();
  const sheet = page.waitForEvent('download');
  await dialog.getByRole('button', { name: "Scarica l'elenco (XLSX)" }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await sheet).path()) ?? '');
  const row = workbook.worksheets[0]!.getRow(2);
  expect(row.getCell(1).text).toBe('Chiara Esposito');
  const oneTimePassword = row.getCell(3).text;
  await dialog.getByRole('button', { name: 'Fine' }).click();
  await expect(page.getByRole('cell', { name: 'ivan.ricci@scuola.it' })).toBeVisible();

  // Chiara, on her own computer.
  const student = await browser.newPage();
  await signIn(student, 'chiara.esposito@scuola.it', oneTimePassword);
  await expect(student).toHaveURL(/\/profile\/settings$/);
  const modal = student.getByRole('dialog', { name: 'AGGIORNA LA TUA PASSWORD' });
  await modal.getByRole('button', { name: 'Modifica password' }).click();
  await student.getByLabel('Password attuale').fill(oneTimePassword);
  await student.getByLabel('Nuova password', { exact: true }).fill('Il mio gatto ama la pizza');
  await student.getByLabel('Ripeti la nuova password').fill('Il mio gatto ama la pizza');
  await student.getByRole('button', { name: 'Cambia password' }).click();
  await expect(student).toHaveURL(/\/welcome$/);
  await expect(student.getByRole('button', { name: 'Inizia il viaggio' })).toBeVisible();
});
