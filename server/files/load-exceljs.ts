import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded at the first spreadsheet read or written rather than at start: it holds
 * about 35 MiB of a server's idle memory, and most hours of a school day need none.
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
