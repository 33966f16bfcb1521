import { loadExcelJs } from './load-exceljs.ts';
import { pctoHours } from '#common/format/pcto-hours.ts';

/** One student's row of the certified-hours file. */
export interface CertifiedHoursRow {
  classroom: string;
  name: string;
  email: string;
  pctoMinutes: number;
  certificates: string[];
}

export const CERTIFIED_HOURS_HEADER = [
  'Classe',
  'Studente',
  'E-mail',
  'Ore PCTO certificate',
  'Attestati',
] as const;

/**
 * The certified PCTO hours of a professor's students as an XLSX sheet: a header row, then one
 * row per student. Hours are a number cell (Excel can sum them); attestati are listed with "; ".
 */
export async function buildCertifiedHoursXlsx(rows: readonly CertifiedHoursRow[]): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Tech Journey';
  const sheet = workbook.addWorksheet('Ore PCTO');
  sheet.columns = [
    { width: 24 },
    { width: 28 },
    { width: 32 },
    { width: 20, style: { numFmt: '0.00' } },
    { width: 60 },
  ];
  sheet.addRow([...CERTIFIED_HOURS_HEADER]).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      row.classroom,
      row.name,
      row.email,
      pctoHours(row.pctoMinutes),
      row.certificates.join('; '),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
