import { STUDENT_UPLOAD_LIMITS } from '#common/api/classrooms/index.ts';

/** The server's own limit for a students' spreadsheet. */
export const MAX_UPLOAD_BYTES = STUDENT_UPLOAD_LIMITS.maxFileBytes;

export const ACCEPTED_UPLOAD_TYPES = '.xlsx,.csv';

/**
 * The Italian reason a chosen file cannot be sent, or null. Checked here so an obviously wrong
 * file is refused at once; the server checks again, and its verdict is the one that counts.
 */
export function uploadFileError(file: File | null): string | null {
  if (!file) return 'Scegli un file .xlsx o .csv.';
  if (!/\.(xlsx|csv)$/i.test(file.name)) return 'Il file deve essere in formato .xlsx o .csv.';
  if (file.size === 0) return 'Il file è vuoto.';
  if (file.size > MAX_UPLOAD_BYTES) return 'Il file supera la dimensione massima di 1 MB.';
  return null;
}
