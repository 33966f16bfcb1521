import { loadExcelJs } from '../files/load-exceljs.ts';
import type { StudentState } from '#common/api/classrooms/index.ts';
import { pctoHours } from '#common/format/pcto-hours.ts';
import { formatDate } from '#common/format/swiss-italian.ts';

/** One row of the students export: a student in one of the professor's classrooms. */
export interface StudentExportRow {
  name: string;
  email: string;
  classroom: string;
  state: StudentState;
  schoolYear: number | null;
  points: number;
  certifiedPctoMinutes: number;
}

export const STUDENTS_EXPORT_HEADER = [
  'Studente',
  'E-mail',
  'Classe',
  'Stato',
  'Anno scolastico',
  'Punti',
  'Ore PCTO certificate',
] as const;

const STATE_LABELS: Record<StudentState, string> = {
  enabled: 'Abilitato',
  disabled: 'Disabilitato',
  archived: 'Archiviato',
};

/** "studenti-21.11.2026.xlsx", dated in the school's zone. */
export function studentsExportFileName(now: Date, timeZone: string): string {
  return `studenti-${formatDate(now, timeZone)}.xlsx`;
}

/**
 * The professor's export of chosen students as an XLSX sheet: a bold header, then one row per
 * student and classroom. Year, points and hours are number cells, so Excel can sort and sum.
 */
export async function buildStudentsExportXlsx(rows: readonly StudentExportRow[]): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Tech Journey';
  const sheet = workbook.addWorksheet('Studenti');
  sheet.columns = [
    { width: 28 },
    { width: 32 },
    { width: 24 },
    { width: 14 },
    { width: 16 },
    { width: 10 },
    { width: 20, style: { numFmt: '0.00' } },
  ];
  sheet.addRow([...STUDENTS_EXPORT_HEADER]).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      row.name,
      row.email,
      row.classroom,
      STATE_LABELS[row.state],
      row.schoolYear,
      row.points,
      pctoHours(row.certifiedPctoMinutes),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
