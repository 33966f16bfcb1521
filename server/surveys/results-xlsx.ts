import type { SurveyResults } from '#common/api/surveys/index.ts';
import { loadExcelJs } from '../files/load-exceljs.ts';

export const SURVEY_EXPORT_HEADER = ['Domanda', 'Tipo', 'Risposta', 'Valore'] as const;

const TYPE_LABELS: Record<SurveyResults['questions'][number]['type'], string> = {
  multiplechoice: 'Scelta multipla',
  listradio: 'Scelta singola',
  fivestars: 'Stelle',
  shortfreetext: 'Testo breve',
  longfreetext: 'Testo lungo',
};

/** "sondaggio-resource-feedback-42.xlsx" or "...-tutte.xlsx" for every position. */
export function surveyExportFileName(results: SurveyResults): string {
  return `sondaggio-${results.survey_id}-${results.position ?? 'tutte'}.xlsx`;
}

/**
 * The results as one sheet: a line per option (its count), per star value (its count) plus the
 * average, and per free text. Anonymous like the page: no names, no dates.
 */
export async function buildSurveyResultsXlsx(results: SurveyResults): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Tech Journey';
  const sheet = workbook.addWorksheet('Risultati');
  sheet.columns = [{ width: 48 }, { width: 18 }, { width: 48 }, { width: 12 }];
  sheet.addRow([results.title]).font = { bold: true };
  const scope = results.positions.find((p) => p.position === results.position)?.label;
  sheet.addRow([scope ?? 'Tutte le posizioni', '', 'Risposte', results.responses]);
  sheet.addRow([]);
  sheet.addRow([...SURVEY_EXPORT_HEADER]).font = { bold: true };
  for (const question of results.questions) {
    const type = TYPE_LABELS[question.type];
    for (const option of question.options) {
      sheet.addRow([question.text, type, option.text, option.count]);
    }
    question.star_counts.forEach((count, index) => {
      sheet.addRow([question.text, type, `${index + 1} stelle`, count]);
    });
    if (question.type === 'fivestars') {
      sheet.addRow([question.text, type, 'Media', question.average_stars]);
    }
    for (const text of question.texts) sheet.addRow([question.text, type, text, null]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
