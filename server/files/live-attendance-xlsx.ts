import { loadExcelJs } from './load-exceljs.ts';

/** One student's presence at each started episode, in minutes (rounded down). */
export interface AttendanceSheetRow {
  classroom: string;
  name: string;
  email: string;
  /** Minutes present per episode, in the order of `episodes`. */
  minutes: number[];
}

export interface AttendanceSheet {
  courseTitle: string;
  /** The started episodes: title, date as shown, and length in minutes. */
  episodes: Array<{ title: string; date: string; lengthMinutes: number }>;
  rows: AttendanceSheetRow[];
}

const STUDENT_COLUMNS = ['Classe', 'Studente', 'E-mail'] as const;

/**
 * The class attendance summary: one row per student, a column of minutes per episode, then the
 * total and the share of the broadcast minutes. Minutes are number cells, so a sheet can sum
 * them; the header names each episode with its date.
 */
export async function buildAttendanceSummaryXlsx(sheetData: AttendanceSheet): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Tech Journey';
  const sheet = workbook.addWorksheet('Presenze');
  const broadcast = sheetData.episodes.reduce((sum, episode) => sum + episode.lengthMinutes, 0);
  sheet.addRow([
    ...STUDENT_COLUMNS,
    ...sheetData.episodes.map((episode) => `${episode.title} (${episode.date})`),
    'Totale minuti',
    'Presenza %',
  ]).font = { bold: true };
  for (const row of sheetData.rows) {
    const total = row.minutes.reduce((sum, value) => sum + value, 0);
    sheet.addRow([
      row.classroom,
      row.name,
      row.email,
      ...row.minutes,
      total,
      broadcast === 0 ? 0 : Math.round((total * 100) / broadcast),
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = index < STUDENT_COLUMNS.length ? 26 : 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Sheet names: none of []:*?/\ and at most 31 characters (Excel's rules; cut at 30 and trimmed,
 * so no name ends in a space), numbered so they stay unique in the book.
 */
function sheetName(title: string, index: number): string {
  const clean = title.replace(/[[\]:*?/\\]/g, ' ').trim();
  return `${index + 1}. ${clean}`.slice(0, 30).trimEnd();
}

/** The per-episode report: one sheet per started episode with each student's minutes and share. */
export async function buildAttendanceEpisodesXlsx(sheetData: AttendanceSheet): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Tech Journey';
  if (sheetData.episodes.length === 0) {
    workbook.addWorksheet('Presenze').addRow(['Nessun episodio è ancora iniziato.']);
  }
  sheetData.episodes.forEach((episode, index) => {
    const sheet = workbook.addWorksheet(sheetName(episode.title, index));
    sheet.addRow([`${episode.title} — ${episode.date} — ${episode.lengthMinutes} minuti`]).font = {
      bold: true,
    };
    sheet.addRow([...STUDENT_COLUMNS, 'Minuti presenti', 'Presenza %']).font = { bold: true };
    for (const row of sheetData.rows) {
      const minutes = row.minutes[index] ?? 0;
      sheet.addRow([
        row.classroom,
        row.name,
        row.email,
        minutes,
        episode.lengthMinutes === 0 ? 0 : Math.round((minutes * 100) / episode.lengthMinutes),
      ]);
    }
    sheet.columns.forEach((column, columnIndex) => {
      column.width = columnIndex < STUDENT_COLUMNS.length ? 26 : 16;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The course's live quiz results: per student and quiz, best score, attempts, passed when. */
export async function buildLiveResultsXlsx(
  rows: ReadonlyArray<{
    classroom: string;
    name: string;
    email: string;
    quiz: string;
    bestScore: number | null;
    attempts: number;
    passedOn: string;
  }>,
): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Tech Journey';
  const sheet = workbook.addWorksheet('Quiz live');
  sheet.addRow([
    ...STUDENT_COLUMNS,
    'Quiz',
    'Miglior punteggio %',
    'Tentativi',
    'Superato il',
  ]).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      row.classroom,
      row.name,
      row.email,
      row.quiz,
      row.bestScore,
      row.attempts,
      row.passedOn,
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = index < 4 ? 26 : 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
