import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../files/load-exceljs.ts';
import { STUDENT_UPLOAD_LIMITS } from '#common/api/classrooms/index.ts';
import { HttpError, validationFailed } from '../http/http-error.ts';
import { ERROR_CODES } from '#common/api/errors.ts';
import { readCsvRecords } from './student-csv.ts';
import { checkZipArchive } from './zip-guard.ts';

/**
 * One non-empty row of an uploaded list: its number in the file, its first cell (the e-mail) and
 * the next three (first name, last name, school year: only read for an e-mail with no account).
 */
export interface FileRow {
  row: number;
  value: string;
  extra: [string, string, string];
}

/** Columns B-D of a row, trimmed, '' where absent. */
const extraCells = (cells: readonly string[]): [string, string, string] => [
  (cells[1] ?? '').trim(),
  (cells[2] ?? '').trim(),
  (cells[3] ?? '').trim(),
];

const HEADER = /^e-?mail$/i;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const fileError = (message: string): HttpError => validationFailed({ file: message });

/**
 * The e-mail cells of an uploaded student list (XLSX or CSV, told apart by the file name and
 * checked against the content): one per non-empty row, a first row "email"/"e-mail" skipped.
 * Throws 422 (or 413 for an XLSX that would inflate too much) before anything is written.
 */
export async function readStudentFile(fileName: string, buffer: Buffer): Promise<FileRow[]> {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  let rows: FileRow[];
  if (extension === 'xlsx') rows = await readXlsx(buffer);
  else if (extension === 'csv' || extension === 'txt') rows = readCsv(buffer);
  else throw fileError('Formato non supportato: carica un file XLSX o CSV.');
  if (rows[0] && HEADER.test(rows[0].value)) rows = rows.slice(1);
  if (rows.length === 0) throw fileError('Il file non contiene indirizzi e-mail.');
  if (rows.length > STUDENT_UPLOAD_LIMITS.maxRows) {
    throw fileError(`Il file può contenere al massimo ${STUDENT_UPLOAD_LIMITS.maxRows} righe.`);
  }
  return rows;
}

function readCsv(buffer: Buffer): FileRow[] {
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
    throw fileError('Il file non è un CSV: se è un file Excel, salvalo con estensione .xlsx.');
  }
  // The e-mail first; then, for a new account, first name, last name and school year.
  return readCsvRecords(buffer).map(({ row, cells }) => ({
    row,
    value: cells[0] ?? '',
    extra: extraCells(cells),
  }));
}

async function readXlsx(buffer: Buffer): Promise<FileRow[]> {
  if (!buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
    throw fileError('Il file non è un file Excel (XLSX) valido.');
  }
  // The archive is checked before exceljs sees it: exceljs would inflate a zip bomb in memory.
  const verdict = await checkZipArchive(buffer);
  if (!verdict.ok) {
    if (verdict.tooLarge) {
      throw new HttpError(413, ERROR_CODES.tooLarge, verdict.reason, {
        details: { file: verdict.reason },
      });
    }
    throw fileError(verdict.reason);
  }
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw fileError('Il file non è un file Excel (XLSX) valido.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError('Il file Excel non contiene fogli.');
  if (sheet.actualRowCount > STUDENT_UPLOAD_LIMITS.maxRows + 1) {
    throw fileError(`Il file può contenere al massimo ${STUDENT_UPLOAD_LIMITS.maxRows} righe.`);
  }
  const rows: FileRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // cell.text flattens rich text, hyperlinks (mailto: e-mails) and formula results.
    const value = row.getCell(1).text.trim();
    const cells = [1, 2, 3, 4].map((column) => row.getCell(column).text);
    if (value !== '') rows.push({ row: rowNumber, value, extra: extraCells(cells) });
  });
  return rows;
}
