import { CsvError, parse } from 'csv-parse/sync';
import { validationFailed } from '../http/http-error.ts';
import { rowErrors } from './row-errors.ts';

/** One non-empty CSV record: the line it starts on and its cells, trimmed. */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/**
 * The separators a class list may use: Italian Excel writes `;` (the comma is the decimal
 * separator), Google Sheets and English Excel `,`, a paste from a spreadsheet a tab. On a tie `;`
 * wins, since it is what the schools' Excel writes; an e-mail contains none of them.
 */
const DELIMITERS = [';', ',', '\t'] as const;

/** A quoted field (RFC 4180: `""` is a quote inside it) at the start of a line or after a separator. */
const QUOTED_FIELD = /(^|[;,\t\n])[ \t]*"[^"]*(?:""[^"]*)*"/g;

/**
 * The file's separator: the candidate found most often outside quoted fields. csv-parse does
 * not detect it, and its list of delimiters would accept all three in one file, splitting the
 * unquoted `Maria, detta Mary` of a `;` file (Excel quotes only fields holding its own separator).
 */
function detectDelimiter(text: string): string {
  const unquoted = text.replace(QUOTED_FIELD, '$1');
  const counts = DELIMITERS.map((delimiter) => unquoted.split(delimiter).length);
  return DELIMITERS[counts.indexOf(Math.max(...counts))] ?? ',';
}

/** What a malformed record looks like to the professor, by csv-parse's error code. */
function csvProblem(error: CsvError): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return 'Le virgolette aperte in questa riga non vengono mai chiuse: chiudile, o togli quelle in più.';
  }
  return 'Un campo tra virgolette continua dopo le virgolette di chiusura: per scrivere una virgoletta dentro un campo raddoppiala ("").';
}

/**
 * The records of a CSV class list (RFC 4180, by csv-parse): separator `;`, `,` or tab detected,
 * UTF-8 with or without BOM, any line ending, quoted fields holding separators, `""` or line
 * breaks; blank lines and records with an empty first cell left out. `row` is the line a record
 * starts on, as a text editor numbers it. A malformed quote → 422 naming the row of its record.
 */
export function readCsvRecords(buffer: Buffer): CsvRecord[] {
  let text: string;
  try {
    // The decoder drops a leading BOM (Excel's "CSV UTF-8" writes one).
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    throw validationFailed({ file: 'Il file CSV non è un testo UTF-8 valido.' });
  }
  if (text.includes('\u0000')) {
    throw validationFailed({ file: 'Il file CSV non è un testo valido.' });
  }

  // One line end for all: csv-parse counts a CRLF inside a quoted field as two lines, which
  // would shift the row numbers of every later record (and Mac's lone CR is read the same way).
  text = text.replace(/\r\n?/g, '\n');

  const records: CsvRecord[] = [];
  // csv-parse counts a record's lines where it ends; where it starts is one line after the end
  // of the previous record, past the blank lines skipped in between.
  let previousEnd = 0;
  let previousEmpty = 0;
  const startOf = (empty: number) => previousEnd + 1 + empty - previousEmpty;
  try {
    parse(text, {
      delimiter: detectDelimiter(text),
      record_delimiter: '\n',
      relax_column_count: true,
      // A stray quote inside an unquoted field (O"Brien) is kept as a character.
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (cells, info) => {
        const row = startOf(info.empty_lines);
        previousEnd = info.lines;
        previousEmpty = info.empty_lines;
        const trimmed = cells.map((cell) => cell.trim());
        if ((trimmed[0] ?? '') !== '') records.push({ row, cells: trimmed });
        // Collected above with their rows: csv-parse's own result is not needed.
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const empty = typeof error.empty_lines === 'number' ? error.empty_lines : previousEmpty;
    throw rowErrors(new Map([[startOf(empty), csvProblem(error)]]));
  }
  return records;
}
