import { expect, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

/**
 * The professor's walk of issue 4, shared by the web and desktop variants: a new classroom,
 * studente2 added by e-mail, two classmates added from a spreadsheet.
 */
export async function createClassroomWithStudents(page: Page, name: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('tj.classroom-tutorial-seen', 'true'));
  await page.goto('/classroom-management');
  await page.getByRole('button', { name: 'Nuova classe' }).click();
  await page.getByLabel('Nome della classe').fill(name);
  await page.getByRole('button', { name: 'Crea' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Aggiungi studente' }).click();
  await page.getByLabel('E-mail dello studente').fill('studente2@demo.test');
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'studente2@demo.test' })).toBeVisible();

  const dir = mkdtempSync(path.join(tmpdir(), 'tj-upload-'));
  const file = path.join(dir, 'studenti.csv');
  writeFileSync(file, 'email\ngiulia.rossi@demo.test\nmatteo.romano@demo.test\n');
  await page.getByRole('button', { name: 'Aggiungi gruppo di studenti' }).click();
  await page.getByLabel('File degli studenti').setInputFiles(file);
  await page.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(page.getByText('2 studenti aggiunti')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('cell', { name: 'matteo.romano@demo.test' })).toBeVisible();
}

/** The rows of a downloaded workbook's first sheet, each as JSON (certified hours, attendance). */
export async function workbookRows(file: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const rows: string[] = [];
  sheet.eachRow((row) => rows.push(JSON.stringify(row.values)));
  return rows;
}

/** A class list (CSV) of students who have no account yet: e-mail, first and last name, year 1. */
export function classListWithNewStudents(
  students: ReadonlyArray<readonly [email: string, firstName: string, lastName: string]>,
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tj-classe-'));
  const file = path.join(dir, 'classe.csv');
  const rows = students.map(([email, first, last]) => `${email};${first};${last};1`);
  writeFileSync(file, ['email;nome;cognome;anno', ...rows].join('\n') + '\n');
  return file;
}
