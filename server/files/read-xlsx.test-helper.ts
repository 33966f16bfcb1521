import ExcelJS from 'exceljs';

/** Opens XLSX bytes with exceljs, as a spreadsheet program would (tests). */
export async function readXlsx(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type (an ArrayBuffer); a copied ArrayBuffer satisfies it.
  const copy = bytes.slice().buffer;
  await workbook.xlsx.load(copy);
  return workbook;
}
